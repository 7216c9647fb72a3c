/**
 * The smallest files the storage takes for what they claim to be (it judges a file by its first
 * bytes: PNG, JPEG, PDF), for the specs that upload slips and documents.
 */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR rest of a png'),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
