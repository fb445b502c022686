/** SPEC.md section 5: only .png, .jpg and .jpeg images are accepted. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  const byName = name.endsWith('.png') || name.endsWith('.jpg') || name.endsWith('.jpeg');
  const byType = file.type === '' || file.type === 'image/png' || file.type === 'image/jpeg';
  return byName && byType;
}

export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
