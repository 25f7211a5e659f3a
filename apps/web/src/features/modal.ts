// The lazily loaded half of lazy-modal.tsx.
export { Modal } from '@mantine/core';
