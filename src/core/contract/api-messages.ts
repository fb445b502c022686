import { emailMessages } from './auth';

/**
 * What the API says to people in its answers (API.md: an error's `error` is a sentence for a person), in
 * English, written once: the server answers with these words and core/i18n/api-message-key.ts finds
 * each one's translation, as issue-key.ts does for the rules' words. A refusal whose words are not here
 * (a developer's mistake, such as a malformed header) reads as its code's text in other languages.
 */
export const apiMessages = {
  sessionEnded: 'Your session has ended: sign in again',
  siteDisconnected: 'This site is no longer connected: connect it again',
  signIn: 'Sign in to continue',
  signInForSubscriptions: 'Sign in to see your subscriptions',
  embedScope: 'A connected site cannot do this: open Cuppa to continue',
  adminsOnly: 'Only admins can do this',
  hostsOnly: 'Only hosts can do this',
  tooManyAttempts: 'Too many attempts: wait a minute and try again',
  wrongCredentials: 'The email or the password is wrong',
  emailTakenSignIn: `${emailMessages.taken}: sign in instead`,
  requestAnswered: 'This sign-in request was already answered: start again from the site',
  requestExpired: 'This sign-in request has expired or was already used: start again',
  verifierMismatch: 'The verifier does not match this sign-in request',
  noSite: 'No such connected site',
  creatorMissing: 'This creator does not exist',
  noSuchCreator: 'No such creator',
  noTipReference: 'No crypto tip to this creator has this reference',
  referenceTaken: 'This reference names another tip: use a fresh one',
  payYourself: 'You cannot pay yourself',
  alreadySubscribed: 'You are already subscribed to this creator',
  notSubscribed: 'You have no running subscription to this creator',
  postMissing: 'This post does not exist or was deleted',
  notForSale: 'This post is not for sale',
  ownPost: 'You wrote this post',
  unlockFirst: 'Unlock this post or subscribe to its creator first',
  authorOnly: 'Only the author can delete this post',
  creatorsOnly: 'Set a subscription amount on your profile to become a creator and post',
  serviceMissing: 'No such service',
  hostOnlyService: 'Only its host can change this service',
  transactionMissing: 'No such transaction',
  hashNotFound: 'No transaction with this hash was found on the chain',
  notYourAddress: 'This transaction was not sent to your deposit address',
  noTipConfirm: 'This chain cannot confirm tips',
  noAddressHolder: 'No member holds the address this transaction paid',
  noDepositMember: 'No member has this deposit address',
  tipToYou: 'This transfer is a crypto tip to you: it is in your earnings, with its reader’s note',
  idempotencyMismatch: 'This Idempotency-Key was used with a different request',
  paymentRunning: 'Another payment of yours is still running: try again in a moment',
  webhooksCreatorsOnly: 'Only creators can have webhooks',
  webhookMissing: 'This webhook does not exist',
  notFound: 'Not found',
  resetSent: 'If an account uses this email, a link to reset its password is on its way.',
  alreadyCredited: 'This transaction was already credited to your wallet',
} as const;

/** The API's sentences that carry a value: the value's name (its translation's placeholder) and the words. */
export const apiMessageTemplates = {
  noCreatorCalled: { value: 'alias', write: (alias: string) => `No creator is called "${alias}"` },
  credited: { value: 'amount', write: (amount: string) => `Your wallet was credited with ${amount}` },
  postPriceChanged: { value: 'price', write: (price: string) => `The price of this post is now ${price}` },
  subscriptionPriceChanged: {
    value: 'price',
    write: (price: string) => `The price of this subscription is now ${price}`,
  },
  withdrawMinimum: { value: 'minimum', write: (minimum: string) => `The minimum withdrawal is ${minimum}` },
  withdrawFeeTooHigh: {
    value: 'fee',
    write: (fee: string) => `Paying this address costs ${fee} on the chain, more than this amount`,
  },
  withdrawalsPerDay: {
    value: 'limit',
    write: (limit: string) => `You can make ${limit} withdrawals in 24 hours: try again later`,
  },
} as const;

export type ApiMessageName = keyof typeof apiMessages | keyof typeof apiMessageTemplates;
