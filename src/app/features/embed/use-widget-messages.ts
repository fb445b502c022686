import { useCallback } from 'react';
import { sendToWidget, type FrameMessageBody } from '../../../core/embed/embed-protocol';
import { isApiError } from '../../../core/http/api-error';
import type { FrameParams } from '../../../core/embed/frame-params';
import { useAppServices } from '../../boot/app-context';

/** The frame's checked parameters; embed pages render only once the layout has accepted them. */
export function useFrameParams(): FrameParams {
  const { frame } = useAppServices();
  if (!frame?.ok) throw new Error('useFrameParams needs an accepted frame (EmbedLayout)');
  return frame.params;
}

/** Tells the widget around this frame something, at the embedder's exact origin only. */
export function useSendToWidget(): (body: FrameMessageBody) => void {
  const { site, channel } = useFrameParams();
  return useCallback((body: FrameMessageBody) => sendToWidget(window.parent, site, channel, body), [site, channel]);
}

/** A failure as the widget fires it (`cuppa-error`): the code and the message the member also sees. */
export function errorMessage(error: unknown): FrameMessageBody {
  return isApiError(error)
    ? { type: 'error', code: error.code, message: error.message.slice(0, 500) }
    : { type: 'error', code: 'frame_error', message: 'Something went wrong' };
}
