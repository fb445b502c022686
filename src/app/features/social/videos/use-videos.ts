import { useQuery } from '@tanstack/react-query';
import { sampleApi } from '../../sample/sample-api';
import { sampleKeys } from '../sample-keys';

export const FIRST_VIDEO_ID = 401;

export function useVideos() {
  return useQuery({ queryKey: sampleKeys.videos, queryFn: sampleApi.videos.list });
}

export function useVideo(id: number) {
  return useQuery({ queryKey: sampleKeys.video(id), queryFn: () => sampleApi.videos.get(id) });
}
