import type { TestApi } from './test-api';

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A picture uploaded to the test API: the only image URLs profiles and posts take. */
export async function uploadedPicture(t: TestApi, token: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
  form.set('is_public', 'yes');
  const answer = await t.call('POST', '/v1/customer/upload-image', { token, body: form });
  if (answer.status !== 201) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.url as string;
}
