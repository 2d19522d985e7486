import { svgSize } from '../core/lib/svg-size.ts';
import { isoAt } from './dates.ts';
import { seedId } from './ids.ts';
import type { SeedFile } from './types.ts';

const encoder = new TextEncoder();

/** Collects generated files in creation order and hands out their ids and upload paths. */
export class FileRegistry {
  private readonly files: SeedFile[] = [];
  private readonly names = new Set<string>();

  add(
    name: string,
    contentType: string,
    bytes: Uint8Array,
    createdAt: string,
    size: { width: number; height: number } | null = null,
  ): SeedFile {
    if (this.names.has(name)) throw new Error(`duplicate seed file name ${name}`);
    this.names.add(name);
    // A distinct second per file keeps "newest first" listings stable.
    const file: SeedFile = {
      id: seedId('file', this.files.length + 1),
      name,
      path: `/uploads/${name}`,
      contentType,
      size: bytes.length,
      createdAt: isoAt(createdAt, this.files.length / 60),
      bytes,
      ...size,
    };
    this.files.push(file);
    return file;
  }

  /** An illustration, with its width and height from its viewBox (as an upload gets them). */
  addSvg(name: string, svg: string, createdAt: string): SeedFile {
    return this.add(`${name}.svg`, 'image/svg+xml', encoder.encode(svg), createdAt, svgSize(svg));
  }

  addPdf(name: string, bytes: Uint8Array, createdAt: string): SeedFile {
    return this.add(`${name}.pdf`, 'application/pdf', bytes, createdAt);
  }

  list(): SeedFile[] {
    return [...this.files];
  }
}
