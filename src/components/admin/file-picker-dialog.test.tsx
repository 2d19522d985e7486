import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { db } from '../../../mocks/node';
import type { FileInfo } from '../../api/generated/backend/model';
import { createQueryClient } from '../../lib/query-client';
import { startSession } from '../../lib/session';
import { FilePickerDialog, filterFiles } from './file-picker-dialog';

const file = (name: string, contentType: string): FileInfo => ({
  id: name,
  name,
  path: `/uploads/${name}`,
  contentType,
  size: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const files = [
  file('Zemin.png', 'image/png'),
  file('çatlak.pdf', 'application/pdf'),
  file('Cam.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  file('İzolasyon.svg', 'image/svg+xml'),
  file('arşiv.zip', 'application/zip'),
  file('ısı-tablosu.xlsx', ''),
];

describe('filterFiles (docs/SPEC.md section 2, admin screen 7)', () => {
  it('sorts A-Z and Z-A with Turkish collation', () => {
    expect(
      filterFiles(files, { query: '', type: 'all', order: 'asc' }).map((entry) => entry.name),
    ).toEqual([
      'arşiv.zip',
      'Cam.docx',
      'çatlak.pdf',
      'ısı-tablosu.xlsx',
      'İzolasyon.svg',
      'Zemin.png',
    ]);
    expect(filterFiles(files, { query: '', type: 'all', order: 'desc' })[0]?.name).toBe(
      'Zemin.png',
    );
  });

  it('filters by type: images, PDF, Word/Excel/PowerPoint, other', () => {
    const names = (type: Parameters<typeof filterFiles>[1]['type']) =>
      filterFiles(files, { query: '', type, order: 'asc' }).map((entry) => entry.name);
    expect(names('images')).toEqual(['İzolasyon.svg', 'Zemin.png']);
    expect(names('pdf')).toEqual(['çatlak.pdf']);
    expect(names('office')).toEqual(['Cam.docx', 'ısı-tablosu.xlsx']);
    expect(names('other')).toEqual(['arşiv.zip']);
  });

  it('searches by Turkish rules: case both ways, diacritics optional, prefixes, typos', () => {
    const found = (query: string) =>
      filterFiles(files, { query, type: 'all', order: 'asc' }).map((entry) => entry.name);
    expect(found('catlak')).toEqual(['çatlak.pdf']);
    expect(found('ARSIV')).toEqual(['arşiv.zip']);
    expect(found('izol')).toEqual(['İzolasyon.svg']);
    expect(found('izolasyonu')).toEqual(['İzolasyon.svg']);
    expect(found('izolasyan')).toEqual(['İzolasyon.svg']);
    expect(found('isi tablo')).toEqual(['ısı-tablosu.xlsx']);
    expect(
      filterFiles(files, { query: 'izolasyon', type: 'all', order: 'asc' }).map(
        (entry) => entry.name,
      ),
    ).toEqual(['İzolasyon.svg']);
    expect(
      filterFiles(files, { query: 'ISI', type: 'all', order: 'asc' }).map((entry) => entry.name),
    ).toEqual(['ısı-tablosu.xlsx']);
  });
});

describe('FilePickerDialog', () => {
  it("lists the system's files and returns the one picked", async () => {
    const admin = db.state.users.find((user) => user.username === 'admin');
    if (!admin) throw new Error('no demo administrator');
    startSession(localStorage, issueToken(admin).token);
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <FilePickerDialog open onOpenChange={() => undefined} onPick={onPick} initialType="pdf" />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sistemden Dosya Seç' });
    const list = await within(dialog).findByRole('list', { name: 'Dosyalar' });
    const pdfs = db.state.files.filter((entry) => entry.contentType === 'application/pdf');
    expect(within(list).getAllByRole('button')).toHaveLength(pdfs.length);

    await user.type(within(dialog).getByLabelText('Dosya ara'), 'yok-böyle-bir-dosya');
    expect(within(dialog).getByText('Aramaya uygun dosya bulunamadı.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Dosya ara'));

    const first = [...pdfs].sort((a, b) =>
      a.name.localeCompare(b.name, 'tr', { sensitivity: 'base' }),
    )[0];
    await user.click(
      within(await within(dialog).findByRole('list', { name: 'Dosyalar' })).getAllByRole(
        'button',
      )[0] as HTMLElement,
    );
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: first?.id, name: first?.name }),
    );
  });
});
