/**
 * The frame of an admin screen whose editor is still to come (the admin issues build them). It
 * says so plainly instead of offering controls that would save nothing.
 */
export function AdminPagePlaceholder({
  title,
  description,
}: {
  title: string;
  description: string;
}) {
  return (
    <section aria-labelledby="admin-page-title" className="mx-auto max-w-5xl">
      <h1 id="admin-page-title" className="text-h2 text-brand-950">
        {title}
      </h1>
      <p className="mt-2 text-concrete-700">{description}</p>
      <div className="mt-8 rounded-xl border border-dashed border-concrete-300 bg-white p-6 text-concrete-700">
        Bu ekranın düzenleyicisi henüz hazır değil; içerik şimdilik değiştirilemez.
      </div>
    </section>
  );
}
