// The sign-in forms' rules, split from the page: zod and the schemas are a quarter of its
// JavaScript and only needed when the form is sent, so the page asks for them once it has shown.
export { signInSchema, signUpSchema } from '@rally/domain';
