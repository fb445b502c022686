import { useQuery } from '@tanstack/react-query';
import { sampleApi } from '../../sample/sample-api';
import { sampleKeys } from '../sample-keys';

export function useAlbums() {
  return useQuery({ queryKey: sampleKeys.albums, queryFn: sampleApi.albums.list });
}

export function useStories() {
  return useQuery({ queryKey: sampleKeys.stories, queryFn: sampleApi.stories.list });
}

export function useNews() {
  return useQuery({ queryKey: sampleKeys.news, queryFn: sampleApi.news.list });
}

export function useNewsItem(id: number) {
  return useQuery({ queryKey: sampleKeys.newsItem(id), queryFn: () => sampleApi.news.get(id) });
}

export function useCelebrations() {
  return useQuery({ queryKey: sampleKeys.celebrations, queryFn: sampleApi.celebrations.list });
}
