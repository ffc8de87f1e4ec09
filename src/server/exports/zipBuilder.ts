import { strToU8, Zip, ZipDeflate } from 'fflate';

/** A zip made file by file (fflate's streaming Zip), its bytes gathered as they come out. */
export class ZipBuilder {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip = new Zip((error, chunk) => {
    if (error !== null) throw error;
    this.chunks.push(chunk);
  });

  add(path: string, content: string | Uint8Array): void {
    const file = new ZipDeflate(path, { level: 6 });
    this.zip.add(file);
    file.push(typeof content === 'string' ? strToU8(content) : content, true);
  }

  finish(): Buffer {
    this.zip.end();
    return Buffer.concat(this.chunks);
  }
}
