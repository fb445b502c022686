// A stage of the runtime (see loader/cuppa.ts): the shapes of users and the values they share.
export { publicUserSchema } from '../../../core/contract/users';
