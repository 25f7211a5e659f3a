// The speech form's rule, split from the dashboard: zod and the schemas take a phone ~35 ms to
// set up, which the dashboard's start would otherwise pay; the form asks for them when first used.
export { speechFormSchema } from '@rally/domain';
