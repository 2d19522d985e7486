import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { issueToken } from '../../mocks/auth';
import { db } from '../../mocks/node';
import { renderPanel } from './render-panel';
import { startSession } from '../../src/lib/session';

/** Helpers of the file manager's component tests (src/features/admin-files). */

const originalMatchMedia = window.matchMedia;

/** The screen's layout follows `(min-width: 1280px)`: 'table' answers it, 'cards' does not. */
export function setLayout(layout: 'table' | 'cards') {
  window.matchMedia = (query: string) =>
    ({
      matches: layout === 'table' && query.includes('1280px'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export const restoreLayout = () => {
  window.matchMedia = originalMatchMedia;
};

export function signIn() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('The seed has no admin user.');
  startSession(localStorage, issueToken(admin).token);
}

/** Opens the file manager signed in and waits for the list (or an empty or error state). */
export async function openFileManager(path = '/admin/documents') {
  signIn();
  const view = await renderPanel(path);
  // hidden: a load failure's 'Hata!' notice may already hide the page from the accessibility tree.
  await screen.findByRole('heading', { level: 1, name: 'Dosya Yönetimi', hidden: true });
  await waitForList();
  // Uploads of files the inputs' accept attribute would refuse must reach the screen's checks.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

async function waitForList() {
  await waitFor(
    () => expect(screen.queryByText('Dosyalar yükleniyor...')).not.toBeInTheDocument(),
    { timeout: 5000 },
  );
}

export const table = () => screen.getByRole('table', { name: 'Belgeler ve sistem dosyaları' });
export const bodyRows = () => within(table()).getAllByRole('row').slice(1);
export const rowNames = () =>
  bodyRows().map((row) => within(row).getByRole('rowheader').querySelector('p')?.textContent);

/** The table row (or card) of a file by its name. */
export function rowOf(name: string): HTMLElement {
  const inTable = screen.queryByRole('table');
  const candidates = inTable
    ? within(inTable).getAllByRole('row')
    : within(screen.getByRole('list', { name: 'Dosyalar' })).getAllByRole('listitem');
  const found = candidates.find(
    (candidate) => candidate.querySelector('p.font-semibold')?.textContent === name,
  );
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

export const pagination = () => screen.getByRole('navigation', { name: 'Sayfalama' });

/** A real (small) PDF as a browser would pick it. */
export const pdfFile = (name = 'yeni-belge.pdf', body = '%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') =>
  new File([body], name, { type: 'application/pdf' });
