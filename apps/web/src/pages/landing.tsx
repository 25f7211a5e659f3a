import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { FREE_SPEECH_ALLOWANCE, PREMIUM_VOICE_COUNT, PRODUCT_NAME } from '@rally/domain';
import { CheckIcon, SparklesIcon, TargetIcon, WaveformIcon } from '@rally/ui';
import type { IconProps } from '@rally/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { AccountDeletedNotice } from '../features/account/account-deleted-notice.tsx';

const LOGIN_PAGE = '/login.html';
/** The same page, opened on its sign-up tab. */
const SIGN_UP_PAGE = '/login.html?mode=sign-up';

const FEATURES: { title: string; description: string; Icon: ComponentType<IconProps> }[] = [
  {
    title: 'Written for you',
    description:
      'Tell Rally what you are facing, by typing or by voice. Pick a tone and a length, and get a speech about your situation, not a generic quote.',
    Icon: SparklesIcon,
  },
  {
    title: 'Read aloud in AI voices',
    description: `Listen in one of ${PREMIUM_VOICE_COUNT} natural AI voices, warm, calm or commanding, whenever you need a lift.`,
    Icon: WaveformIcon,
  },
  {
    title: 'Learns what works',
    description:
      'Track goals, check in on your mood and rate each speech. Every rating teaches Rally what moves you.',
    Icon: TargetIcon,
  },
];

const PERFECT_FOR = [
  { title: 'Job interviews', description: 'Walk in calm, prepared and sure of your worth.' },
  { title: 'Presentations', description: 'Find your voice before you step up to speak.' },
  { title: 'Fitness goals', description: 'Energy for the last set and the early alarm.' },
  { title: 'Personal growth', description: 'Steady encouragement for the long road.' },
];

const PREVIEW_VOICES = ['Nova', 'Shimmer', 'Onyx'];

function SpeechPreview() {
  return (
    <Paper
      shadow="xl"
      p="lg"
      withBorder
      role="img"
      aria-label="An example speech in Rally: a confident speech before a job interview, ready to play"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={700}>Confident Motivational Speech</Text>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          2 min
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm" lh={1.6}>
        You have prepared for this. Tomorrow is not a test you might fail; it is a conversation you
        are ready for. Walk in, breathe, and let them meet the person who did the work…
      </Text>
      <Group gap={6} mt="md">
        {PREVIEW_VOICES.map((voice) => (
          <Badge
            key={voice}
            variant={voice === PREVIEW_VOICES[0] ? 'filled' : 'outline'}
            color="violet"
            tt="none"
            fw={600}
          >
            {voice}
          </Badge>
        ))}
      </Group>
      <Group mt="md" gap="sm" wrap="nowrap">
        <ThemeIcon radius="xl" size={40}>
          <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          </svg>
        </ThemeIcon>
        <Box style={{ flex: 1 }}>
          <Box h={6} bg="violet.1" style={{ borderRadius: 3, overflow: 'hidden' }}>
            <Box h="100%" w="38%" bg="violet.5" />
          </Box>
          <Group justify="space-between" mt={4}>
            <Text fz="xs" c="dimmed">
              0:46
            </Text>
            <Text fz="xs" c="dimmed">
              2:04
            </Text>
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}

export function LandingPage() {
  return (
    <>
      <AccountDeletedNotice />
      <Box
        component="section"
        style={{
          background:
            'radial-gradient(circle at 85% 10%, var(--mantine-color-violet-1), transparent 45%), linear-gradient(180deg, var(--mantine-color-violet-0), var(--mantine-color-white))',
        }}
      >
        <Container size="lg" py={{ base: 48, md: 96 }}>
          <Grid gap={{ base: 40, md: 56 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Badge variant="light" size="lg" w="fit-content">
                  Your AI motivation coach
                </Badge>
                <Title order={1} fz={{ base: 36, sm: 48 }} lh={1.1} style={{ letterSpacing: -1 }}>
                  The pep talk you need,{' '}
                  <Text
                    span
                    inherit
                    variant="gradient"
                    gradient={{ from: 'violet.5', to: 'grape.6', deg: 90 }}
                  >
                    written just for you
                  </Text>
                </Title>
                <Text fz="lg" c="gray.7" lh={1.6}>
                  Describe what you need motivation for and {PRODUCT_NAME} writes a personal speech,
                  then reads it aloud in a natural AI voice.
                </Text>
                <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} wrap="wrap">
                  <Button component="a" href={SIGN_UP_PAGE} size="lg">
                    Sign Up Free
                  </Button>
                  <Button component="a" href={LOGIN_PAGE} size="lg" variant="default">
                    Sign In
                  </Button>
                  <Button component={Link} to="/demo-login" size="lg" variant="light">
                    Try Demo (No Sign-up)
                  </Button>
                </Flex>
                <Text fz="sm" c="dimmed">
                  {FREE_SPEECH_ALLOWANCE} free speeches, no card needed.
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <SpeechPreview />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 56, md: 88 }} component="section" aria-labelledby="features">
        <Title id="features" order={2} ta="center" fz={{ base: 28, sm: 34 }}>
          Motivation that fits your moment
        </Title>
        <Text ta="center" c="dimmed" mt="sm" mb={48} maw={560} mx="auto">
          Three things make {PRODUCT_NAME} different from a playlist of quotes.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map(({ title, description, Icon }) => (
            <Card key={title} withBorder padding="xl" shadow="xs">
              <ThemeIcon size={48} radius="md" variant="light" mb="md">
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb="xs">
                {title}
              </Title>
              <Text c="dimmed" fz="sm" lh={1.6}>
                {description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" bg="gray.0" aria-labelledby="perfect-for">
        <Container size="lg" py={{ base: 56, md: 88 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="sm" justify="center">
              <Title id="perfect-for" order={2} fz={{ base: 28, sm: 34 }}>
                Perfect For
              </Title>
              <Text c="dimmed" lh={1.6}>
                Big day or ordinary Tuesday: {PRODUCT_NAME} shapes each speech around what you are
                working towards.
              </Text>
            </Stack>
            <List
              spacing="lg"
              center
              icon={
                <ThemeIcon size={28} radius="xl">
                  <CheckIcon size={16} />
                </ThemeIcon>
              }
            >
              {PERFECT_FOR.map(({ title, description }) => (
                <List.Item key={title}>
                  <Text fw={700}>{title}</Text>
                  <Text c="dimmed" fz="sm">
                    {description}
                  </Text>
                </List.Item>
              ))}
            </List>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 56, md: 88 }} component="section">
        <Paper
          p={{ base: 'xl', sm: 48 }}
          radius="xl"
          style={{
            background:
              'linear-gradient(135deg, var(--mantine-color-violet-5), var(--mantine-color-violet-8))',
          }}
        >
          <Stack align="center" gap="md">
            <Title order={2} c="white" ta="center" fz={{ base: 26, sm: 34 }}>
              Ready to hear what you need to hear?
            </Title>
            <Text c="violet.0" ta="center" maw={520}>
              Your first {FREE_SPEECH_ALLOWANCE} speeches are free. Create one in under a minute.
            </Text>
            <Button component="a" href={SIGN_UP_PAGE} size="lg" variant="white" mt="xs">
              Get Started Free
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
