const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type by its first bytes; the name and the declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpg' | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpg';
  return null;
}
