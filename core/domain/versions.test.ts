import { describe, expect, it } from 'vitest';
import { mergeFields, versionData, versionOfData } from './versions.ts';

/** The merge rule of issue 22 section 1 (ADR 0034), field by field. */
describe('mergeFields', () => {
  const base = { name: 'Eski', titles: ['A'], description: 'Aynı' };

  it('keeps the field each side changed alone, and both when they agree', () => {
    const theirs = { ...base, name: 'Onların' };
    const yours = { ...base, titles: ['A', 'B'] };
    expect(mergeFields(base, theirs, yours)).toEqual({
      merged: { name: 'Onların', titles: ['A', 'B'], description: 'Aynı' },
      conflicts: [],
    });
    expect(mergeFields(base, theirs, theirs).conflicts).toEqual([]);
  });

  it('names a field both changed to different values, theirs in the merge', () => {
    const { merged, conflicts } = mergeFields(
      base,
      { ...base, name: 'Onların' },
      { ...base, name: 'Sizin', description: 'Yeni' },
    );
    expect(conflicts).toEqual([{ field: 'name', base: 'Eski', theirs: 'Onların', yours: 'Sizin' }]);
    expect(merged).toEqual({ name: 'Onların', titles: ['A'], description: 'Yeni' });
  });

  it('with no base kept, every differing field is a conflict; a missing field is null', () => {
    expect(mergeFields(null, { name: 'Onların', seo: null }, { name: 'Sizin' }).conflicts).toEqual([
      { field: 'name', base: null, theirs: 'Onların', yours: 'Sizin' },
    ]);
  });
});

describe('versions', () => {
  it('are one per content: key order, empty values and non-editable fields do not count', async () => {
    const one = await versionOfData({ b: 1, a: [{ y: 2, x: null }] });
    expect(one).toMatch(/^"[\w-]{24}"$/);
    expect(await versionOfData({ a: [{ y: 2 }], b: 1 })).toBe(one);
    expect(await versionOfData({ a: [{ y: 3 }], b: 1 })).not.toBe(one);
    const file = { id: 'x', name: 'foto.jpg', altText: 'Foto', path: '/uploads/foto.jpg' };
    expect(versionData('file', file)).toEqual({ name: 'foto.jpg', altText: 'Foto' });
    expect(versionData('content', { title: 'T', images: {}, hasPendingChanges: true })).toEqual({
      title: 'T',
    });
  });
});
