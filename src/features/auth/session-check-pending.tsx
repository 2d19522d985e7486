/** Shown while the login route checks for an existing session (kept apart: it is in the first load). */
export function SessionCheckPending() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-brand-950 text-brand-100">
      <p role="status">Oturum kontrol ediliyor...</p>
    </main>
  );
}
