import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useDrawer } from '../../../hooks/use-drawer';
import { EmptyState, QueryView } from '../../../components/status';
import { PageHead } from '../components/page-head';
import { idParam } from '../components/id-param';
import '../social.css';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { useChats } from './use-chats';

/** Chat list beside the conversation from 992 px; below, the list is an off-canvas panel. */
export function MessagingPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const [params] = useSearchParams();
  const chats = useChats();
  const { open, close, toggleProps, panelProps } = useDrawer('chat-drawer');
  const requested = idParam(params.get('chat'), 0);
  const activeId = requested > 0 ? requested : (chats.data?.[0]?.user.id ?? null);
  const active = chats.data?.find((chat) => chat.user.id === activeId)?.user;

  return (
    <div className="page social-page">
      <PageHead
        title={ta('pages.messaging')}
        actions={
          <button {...toggleProps} className="button chat-toggle">
            <Icon name="chat" />
            {t('messaging.chats')}
          </button>
        }
      />
      <div className="messaging">
        <div {...panelProps} className="chat-drawer card">
          <div className="chat-drawer-head">
            <h2 className="card-title">{t('messaging.chats')}</h2>
            <button type="button" className="icon-button chat-drawer-close" onClick={close}>
              <Icon name="close" />
              <span className="visually-hidden">{t('messaging.closeChats')}</span>
            </button>
          </div>
          <ChatList activeId={activeId} />
        </div>
        {open ? <div className="backdrop chat-backdrop" aria-hidden="true" onClick={close} /> : null}
        <QueryView query={chats} isEmpty={(list) => list.length === 0} empty={t('messaging.noChats')}>
          {() =>
            active ? (
              <Conversation key={active.id} friend={active} />
            ) : (
              <div className="card">
                <EmptyState>{t('messaging.pickChat')}</EmptyState>
              </div>
            )
          }
        </QueryView>
      </div>
    </div>
  );
}
