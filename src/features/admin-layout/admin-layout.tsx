import * as Dialog from '@radix-ui/react-dialog';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { logout } from '../../api/generated/backend/endpoints/auth/auth';
import { useListContactInbox } from '../../api/generated/backend/endpoints/contact/contact';
import { useGetAccountSecurity } from '../../api/generated/backend/endpoints/user/user';
import type { Role } from '../../../core/domain/roles';
import { FreshProofDialog } from '../../components/admin/fresh-proof-dialog';
import { ReauthDialog } from '../../components/admin/reauth-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { BrandLogo } from '../../components/layout/brand-logo';
import { isLeavingPanel, signOutAndLeave } from '../../components/admin/leave-panel';
import { useAccountGate } from '../../lib/account-gate';
import { useSession } from '../../lib/auth';
import { reauth } from '../../lib/reauth';
import { notifyNote } from '../../lib/toast';
import {
  contentMenu,
  firstScreenOf,
  mainMenu,
  mayOpen,
  menuFor,
  newEnquiriesLabel,
  systemMenu,
  type MenuItem,
} from './admin-menu';
import { Icon, type IconName } from '../../components/icon';

/** Where a sign-in lands (src/lib/sign-in.ts). */
const PANEL_START = '/admin';

/** What a role is told at a screen it may not use (issue 46), on its way to one it may. */
const NO_ACCESS_TEXT =
  'Bu sayfayı rolünüzle açamazsınız; kullanabileceğiniz sayfaya yönlendirildiniz.';

/** docs/SPEC.md section 8: the logout success message closes after 1500 ms. */
const LOGOUT_NOTICE_MS = 1500;

const itemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-small font-semibold text-brand-100 transition-colors hover:bg-white/10 hover:text-white';
const activeItemClass = 'bg-white/15 text-white shadow-[inset_3px_0_0_var(--color-accent-500)]';

/** A menu entry's icon: thinner than the site's, beside the entry's name. */
function MenuIcon({ name }: { name: IconName }) {
  return <Icon name={name} strokeWidth={1.8} className="shrink-0" />;
}

/**
 * The enquiries still 'Yeni' (issue 48: not yet followed up; spam left out): the inbox's own
 * count, from its smallest page. Its accessible name says what it counts: '3 yeni mesaj'.
 */
function NewEnquiriesBadge() {
  const { data } = useListContactInbox({ PageSize: 1 }, { query: { staleTime: 60_000 } });
  const count = data?.data.newCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-accent-500 px-2 py-0.5 text-caption font-bold text-brand-950">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> {newEnquiriesLabel(count)}</span>
    </span>
  );
}

function MenuList({
  items,
  onNavigate,
}: {
  items: readonly MenuItem[];
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className={itemClass}
            activeProps={{ className: activeItemClass, 'aria-current': 'page' }}
            // The dashboard's /admin is every panel address's start: active on itself only.
            activeOptions={{ exact: item.to === '/admin' }}
            onClick={onNavigate}
          >
            <MenuIcon name={item.icon} />
            {item.label}
            {item.right === 'enquiries' ? <NewEnquiriesBadge /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SideMenu({
  role,
  onNavigate,
  onLogout,
}: {
  /** Null while the account's role is being read: only the logo and the way out show. */
  role: Role | null;
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const shown = (items: readonly MenuItem[]) => (role ? menuFor(role, items) : []);
  const content = shown(contentMenu);
  return (
    <div className="flex h-full flex-col bg-brand-950 px-3 py-4">
      <Link
        to={role ? firstScreenOf(role) : '/admin/security'}
        className="px-2 py-1"
        onClick={onNavigate}
        aria-label="Asil Yapı Kimyasalları yönetim paneli, anasayfa"
      >
        <BrandLogo inverted />
      </Link>
      <nav aria-label="Yönetim menüsü" className="mt-6 flex-1 overflow-y-auto">
        <MenuList items={shown(mainMenu)} onNavigate={onNavigate} />
        {content.length > 0 ? (
          <>
            <p className="mt-6 mb-2 px-3 text-caption font-semibold tracking-[0.16em] text-brand-300 uppercase">
              Sayfa İçerikleri
            </p>
            <MenuList items={content} onNavigate={onNavigate} />
          </>
        ) : null}
        <p className="mt-6 mb-2 px-3 text-caption font-semibold tracking-[0.16em] text-brand-300 uppercase">
          Yönetim
        </p>
        <MenuList items={shown(systemMenu)} onNavigate={onNavigate} />
      </nav>
      <div className="mt-4 space-y-1 border-t border-white/10 pt-4">
        <a href="/" className={itemClass} onClick={onNavigate}>
          <MenuIcon name="external-link" />
          Siteyi Görüntüle
        </a>
        <button type="button" className={`${itemClass} w-full`} onClick={onLogout}>
          <MenuIcon name="logout" />
          Çıkış Yap
        </button>
      </div>
    </div>
  );
}

/**
 * The administrator panel's frame: side menu (a drawer over a backdrop below 992 px), content
 * area, toasts, and the logout flow of docs/SPEC.md section 8.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The drawer belongs to the page it was opened on: any navigation (a menu link, the browser's
  // Back button) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const gate = useAccountGate();
  // The account's role (issue 46): the menu shows what it may use; a screen it may not is left
  // for its first one, with a word why.
  const security = useGetAccountSecurity({ query: { staleTime: 30_000 } });
  const role = security.data?.data.role ?? null;
  const allowed = role === null || mayOpen(role, pathname);
  useEffect(() => {
    if (role === null || mayOpen(role, pathname)) return;
    // The dashboard is where a sign-in and the logo lead: from there a role goes on to its own
    // first screen without a word; any other screen it may not use says why.
    if (pathname !== PANEL_START) notifyNote(NO_ACCESS_TEXT);
    void navigate({ to: firstScreenOf(role), replace: true });
  }, [role, pathname, navigate]);

  // A generated password to change or a second factor to add (issue 23 section 1): 'Hesap
  // Güvenliği' before anything else; the refused calls wait until it is done.
  useEffect(() => {
    if (gate && pathname !== '/admin/security')
      void navigate({ to: '/admin/security', replace: true });
  }, [gate, pathname, navigate]);

  // A session that runs out (or ends in another tab) while an administrator works: sign in again
  // in place, so that nothing typed is lost. Giving up leads to the login screen.
  useEffect(() => {
    if (!session && !isLeavingPanel()) void reauth.request().catch(() => undefined);
  }, [session]);

  const confirmLogout = async () => {
    setLoggingOut(true);
    // Tell the server, but never keep someone signed in because it could not be reached.
    await logout().catch(() => undefined);
    // To the public site, another app (docs/decisions/0073), which shows the notice.
    await signOutAndLeave('/', {
      title: 'Çıkış Yapıldı!',
      text: 'Başarıyla çıkış yaptınız.',
      variant: 'success',
      autoCloseMs: LOGOUT_NOTICE_MS,
    });
  };

  const askLogout = () => {
    setMenuOpen(false);
    setConfirmingLogout(true);
  };

  return (
    <div className="min-h-dvh bg-concrete-100 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh lg:block">
        <SideMenu role={role} onLogout={askLogout} />
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-brand-900 bg-brand-950 px-3 text-white lg:hidden">
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
              aria-label="Menüyü aç"
            >
              <Icon name="menu" size={24} />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay
                data-testid="admin-menu-backdrop"
                className="fixed inset-0 z-40 bg-brand-950/60"
              />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-card focus:outline-none">
                <Dialog.Title className="sr-only">Yönetim menüsü</Dialog.Title>
                <Dialog.Description className="sr-only">
                  Panel sayfaları arasında gezinin.
                </Dialog.Description>
                <SideMenu role={role} onNavigate={() => setMenuOpen(false)} onLogout={askLogout} />
                <Dialog.Close
                  className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10"
                  aria-label="Menüyü kapat"
                >
                  <Icon name="close" size={22} />
                </Dialog.Close>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <span className="font-semibold">Yönetim Paneli</span>
        </header>

        <main id="icerik" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {allowed ? <Outlet /> : <p className="text-concrete-800">{NO_ACCESS_TEXT}</p>}
        </main>
      </div>

      <ConfirmDialog
        open={confirmingLogout}
        onOpenChange={(open) => !loggingOut && setConfirmingLogout(open)}
        title="Çıkış Yap"
        description="Çıkış yapmak istediğinizden emin misiniz?"
        confirmLabel="Evet, Çıkış Yap"
        cancelLabel="İptal"
        busy={loggingOut}
        onConfirm={() => void confirmLogout()}
      />
      <ReauthDialog onCancel={() => void navigate({ to: '/login', replace: true })} />
      <FreshProofDialog />
      {/* Top centre: top right would lie over the screens' header actions ('Sayfayı Görüntüle',
          'Yeni Ürün'), and a pointer resting there pauses the toast, keeping the action covered. */}
      <Toaster position="top-center" richColors closeButton />
    </div>
  );
}
