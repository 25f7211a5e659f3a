import { Button, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { GenerationOverlayProps } from './generation-overlay.tsx';

const STREAM_MAX_HEIGHT = '45vh';

/** The overlay's dialog (generation-overlay.tsx), loaded apart from the first screen. */
export function GenerationDialog({ opened, text, onCancel }: GenerationOverlayProps) {
  const viewportRef = useRef<HTMLDivElement>(null);

  // Follow the newest words, like a teleprompter.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [text]);

  return (
    <Modal.Root
      opened={opened}
      onClose={onCancel}
      // A stray tap beside the card must not throw the speech away; Escape and Cancel do.
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Modal.Overlay blur={6} backgroundOpacity={0.45} />
      <Modal.Content radius="lg">
        <Modal.Body p="xl">
          <Stack align="center" gap="sm">
            <Loader type="dots" size="lg" />
            <Modal.Title fw={800} fz={{ base: 22, sm: 26 }} ta="center">
              Creating Your Speech
            </Modal.Title>
            <Text c="dimmed" fz="sm" ta="center">
              {text === ''
                ? 'Reading your situation and choosing the right words...'
                : 'Your speech is being written:'}
            </Text>
            {text !== '' && (
              <ScrollArea.Autosize
                mah={STREAM_MAX_HEIGHT}
                w="100%"
                type="auto"
                viewportRef={viewportRef}
                aria-label="Speech so far"
              >
                <Text
                  fz="sm"
                  lh={1.7}
                  p="md"
                  bg="violet.0"
                  style={{ whiteSpace: 'pre-wrap', borderRadius: 'var(--mantine-radius-md)' }}
                >
                  {text}
                </Text>
              </ScrollArea.Autosize>
            )}
            <Button variant="default" onClick={onCancel} mt="xs">
              Cancel
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
