import { okSchema } from '../contract/common';
import { checklistResponseSchema } from '../contract/creator-checklist';
import {
  profileResponseSchema,
  settingsResponseSchema,
  uploadResponseSchema,
  type ProfilePatch,
  type SettingsPatch,
} from '../contract/profile';
import type { ApiContext } from './api-context';

export function createProfileApi({ http }: ApiContext) {
  return {
    uploadImage: async (file: Blob, filename = 'image') => {
      const form = new FormData();
      form.set('file', file, filename);
      form.set('is_public', 'yes');
      return (await http.request('post', '/v1/customer/upload-image', uploadResponseSchema, { form })).url;
    },
    patch: async (patch: ProfilePatch) =>
      (await http.request('patch', '/v1/customer/upload/profile', profileResponseSchema, { json: patch })).user,
    settings: async () => (await http.request('get', '/v1/customer/settings', settingsResponseSchema)).settings,
    patchSettings: async (patch: SettingsPatch) =>
      (await http.request('patch', '/v1/customer/settings', settingsResponseSchema, { json: patch })).settings,
    /** A new creator's first steps and which the data says are done. */
    checklist: async () => (await http.request('get', '/v1/creator/checklist', checklistResponseSchema)).checklist,
    closeAccount: (password: string) =>
      http.request('post', '/v1/customer/close-account', okSchema, { json: { password } }),
  };
}
export type ProfileApi = ReturnType<typeof createProfileApi>;
