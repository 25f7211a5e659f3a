import { Paper, Text } from '@mantine/core';

export interface StatTileProps {
  label: string;
  value: string;
}

/** A figure and its name, as a term and description: place it inside a `dl`. */
export function StatTile({ label, value }: StatTileProps) {
  return (
    <Paper bg="gray.0" p="xs" radius="md">
      <Text component="dt" c="dimmed" fz="xs">
        {label}
      </Text>
      <Text component="dd" fw={700} fz="lg" m={0}>
        {value}
      </Text>
    </Paper>
  );
}
