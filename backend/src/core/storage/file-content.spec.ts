import { canonicalMimeType, safeFileName, sniffAttachmentType } from './file-content';

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
