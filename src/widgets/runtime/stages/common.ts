// A stage of the runtime (see loader/cuppa.ts): the API's shared shapes (money, ids, errors).
export { moneySchema } from '../../../core/contract/common';
