import { Button, Group, Menu } from '@mantine/core';
import { SLEEP_TIMER_CHOICES, sleepCountdownText } from '@rally/domain';
import type { SleepTimerChoice } from '@rally/domain';
import { CheckIcon, StrokeIcon } from '@rally/ui';
import type { IconProps } from '@rally/ui';
import type { PlayerSnapshot } from './speech-audio-controller.ts';

export interface ListeningOptionsProps {
  snapshot: PlayerSnapshot;
  onRepeat: (repeat: boolean) => void;
  onSleep: (choice: SleepTimerChoice | null) => void;
}

/** What the sleep timer's button says: off, the time left, or the end of the talk. */
function sleepLabel({ sleep, sleepRemaining }: PlayerSnapshot): string {
  if (sleep === null) return 'Sleep timer';
  if (sleep === 'end') return 'Sleep at end of talk';
  return sleepCountdownText(sleepRemaining ?? 0);
}

/** Repeat (the talk again when it ends) and the sleep timer (it fades out and stops). */
export function ListeningOptions({ snapshot, onRepeat, onSleep }: ListeningOptionsProps) {
  return (
    <Group gap="sm" role="group" aria-label="Listening options">
      <Button
        size="compact-sm"
        variant={snapshot.repeat ? 'filled' : 'default'}
        aria-pressed={snapshot.repeat}
        leftSection={<RepeatIcon size={16} />}
        onClick={() => onRepeat(!snapshot.repeat)}
      >
        Repeat
      </Button>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant={snapshot.sleep === null ? 'default' : 'filled'}
            leftSection={<MoonIcon size={16} />}
          >
            {sleepLabel(snapshot)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Sleep timer">
          {SLEEP_TIMER_CHOICES.map((choice) => (
            <Menu.Item
              key={choice.id}
              onClick={() => onSleep(choice.id)}
              aria-current={snapshot.sleep === choice.id ? 'true' : undefined}
              rightSection={snapshot.sleep === choice.id ? <CheckIcon size={14} /> : undefined}
            >
              {choice.label}
            </Menu.Item>
          ))}
          {snapshot.sleep !== null && (
            <Menu.Item color="gray" onClick={() => onSleep(null)}>
              Turn off
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** Two arrows chasing each other round: play again. */
function RepeatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M17 2l4 4-4 4" />
      <path d="M3 11V9a3 3 0 0 1 3-3h15" />
      <path d="M7 22l-4-4 4-4" />
      <path d="M21 13v2a3 3 0 0 1-3 3H3" />
    </StrokeIcon>
  );
}

/** A crescent moon: sleep. */
function MoonIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </StrokeIcon>
  );
}
