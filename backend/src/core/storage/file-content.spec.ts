import { canonicalMimeType, safeFileName, sniffAttachmentType, sniffFileType } from './file-content';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffAttachmentType', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffAttachmentType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('image/jpeg');
  });

  it('knows nothing else, whatever the name says', () => {
    expect(sniffAttachmentType(Buffer.from('MZ\x90\x00 windows executable'))).toBeUndefined();
    expect(sniffAttachmentType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffAttachmentType(Buffer.from('%PD'))).toBeUndefined(); // too short to be a PDF
    expect(sniffAttachmentType(new Uint8Array())).toBeUndefined();
  });
});

describe('sniffFileType', () => {
  const webp = Buffer.concat([Buffer.from('RIFF'), bytes(0x24, 0x01, 0, 0), Buffer.from('WEBPVP8 ')]);
  const images = ['image/jpeg', 'image/png', 'image/webp'];

  it('recognises WebP (RIFF, any size, WEBP) only where the purpose takes it', () => {
    expect(sniffFileType(webp, images)).toBe('image/webp');
    expect(sniffAttachmentType(webp)).toBeUndefined();
    expect(sniffFileType(Buffer.from('RIFF\x24\x01\x00\x00WAVEfmt '), images)).toBeUndefined(); // a RIFF sound
  });

  it('refuses a known type the purpose does not take', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n...'), images)).toBeUndefined();
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0), images)).toBe('image/jpeg');
  });
});

describe('canonicalMimeType', () => {
  it('folds the JPEG aliases and drops parameters', () => {
    expect(canonicalMimeType('image/jpg')).toBe('image/jpeg');
    expect(canonicalMimeType('Image/PJPEG')).toBe('image/jpeg');
    expect(canonicalMimeType('application/pdf; charset=binary')).toBe('application/pdf');
    expect(canonicalMimeType(undefined)).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it('keeps the base name and replaces header-breaking characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\slips\\bank in "May".pdf')).toBe('bank in _May_.pdf');
    expect(safeFileName('slip\r\nSet-Cookie: x.png')).toBe('slip__Set-Cookie_ x.png');
    expect(safeFileName('...')).toBe('attachment');
  });
});
