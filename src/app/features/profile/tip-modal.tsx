import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../core/contract/users';
import { displayName } from '../../../core/people/person-name';
import { useAppServices } from '../../boot/app-context';
import { useApiErrorHandler } from '../../hooks/use-api-error';
import { Avatar } from '../../components/avatar';
import { TipForm } from '../../components/tip-form';
import { useSession } from '../../hooks/use-session';
import { CopyButton } from '../../components/copy-button';
import { CryptoPanel, type CryptoPanelLook } from '../../../widgets/components/crypto-panel';
import { queryKeys } from '../../lib/query-keys';
import { TabList } from './tab-list';
import { tipTabs } from '../../../widgets/components/tip-tabs';

/** The app's stylesheet dresses the one crypto panel (profile.css); its texts and rules are the widget's. */
const appCryptoLook: CryptoPanelLook = {
  root: 'crypto-panel',
  field: 'field',
  error: 'field-error',
  asked: 'crypto-asked',
  address: 'mono address',
  qrRow: 'crypto-qr',
  qrFrame: 'qr-frame',
  scan: 'crypto-scan',
  unavailable: 'muted',
};

/** 'ready to send your tip': my balance (the app's one TipForm) or in crypto; 'Thank you!' on success. */
export function TipModal({ creator, open, onClose }: { creator: PublicUser; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('posts');
  const { notify, config, api, session } = useAppServices();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [tab, setTab] = useState('balance');
  // SPEC.md section 8: a failed tip call, like any failed call, says why and goes home.
  const handleError = useApiErrorHandler();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setTab('balance');
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal tip-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{t('tip.readyToSend')}</h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('actions.close')}</span>
        </button>
      </div>
      {/* Whom it pays, at first sight, as the widget's dialog says it. */}
      <div className="tip-payee" data-testid="creator-heading">
        <Avatar person={creator} size={48} />
        <span className="tip-payee-text">
          <span className="tip-payee-name">
            {creator.first_name} {creator.last_name}
          </span>
          <span className="muted">
            <bdi dir="ltr">@{creator.alias}</bdi>
          </span>
        </span>
      </div>
      {open ? (
        <TabList
          label={t('tip.readyToSend')}
          selected={tab}
          onSelect={setTab}
          tabs={tipTabs(t, {
            balance: (
              <TipForm
                creator={creator}
                limits={{ balance: user?.points }}
                // The session's balance is the one of its last money answer: tips and deposits credited
                // since are only seen by reading the account again, before a tip is refused on it.
                recheck={async () => {
                  const { user: fresh } = await api.auth.account();
                  session.getState().updateUser(fresh);
                  return { balance: fresh.points };
                }}
                onCancel={onClose}
                onError={(error) => {
                  onClose();
                  handleError(error);
                }}
                onDone={() => {
                  onClose();
                  notify.getState().notify({ kind: 'success', message: t('tip.thankYou') });
                  // The creator's thank-you note stays a while longer than 'Thank you!': it is theirs to read.
                  if (creator.thank_you) {
                    notify.getState().toast({
                      kind: 'success',
                      title: t('tip.noteBy', { name: displayName(creator) }),
                      message: creator.thank_you,
                    });
                  }
                  // The profile's goal counts this tip, and the wallet's lists show it.
                  void queryClient.invalidateQueries({ queryKey: queryKeys.creators.goal(creator.alias) });
                  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
                }}
              />
            ),
            crypto: (
              <CryptoPanel
                creator={creator}
                mint={config.usdcMint}
                unavailable={tp('tip.noAddress')}
                look={appCryptoLook}
                CopyButton={CopyButton}
              />
            ),
          })}
        />
      ) : null}
    </dialog>
  );
}
