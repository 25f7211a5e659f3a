import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PRODUCT_NAME } from '@rally/domain';
import { LogoMark } from '@rally/ui';
import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import { PageLayout } from '../page-layout.tsx';
import { trpc } from '../trpc.ts';

const loadValidation = () => import('./login-validation.ts');

type Mode = 'sign-in' | 'sign-up';

interface Fields {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY_FIELDS: Fields = { email: '', password: '', firstName: '', lastName: '' };

/** The first message for each field, from zod issues or the server's flattened field errors. */
function firstFieldErrors(
  fieldErrors: Partial<Record<string, string[] | undefined>> | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(EMPTY_FIELDS) as (keyof Fields)[]) {
    const message = fieldErrors?.[name]?.[0];
    if (message) errors[name] = message;
  }
  return errors;
}

function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const grouped: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    (grouped[field] ??= []).push(issue.message);
  }
  return firstFieldErrors(grouped);
}

function goToApp(): void {
  window.location.assign('/');
}

/** The landing page's 'Sign Up Free' opens this page with `?mode=sign-up`. */
function initialMode(): Mode {
  return new URLSearchParams(window.location.search).get('mode') === 'sign-up'
    ? 'sign-up'
    : 'sign-in';
}

export function LoginPage() {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const signIn = trpc.auth.signIn.useMutation({ onSuccess: goToApp });
  const signUp = trpc.auth.signUp.useMutation({ onSuccess: goToApp });
  const mutation = mode === 'sign-in' ? signIn : signUp;

  const serverFieldErrors = firstFieldErrors(mutation.error?.data?.zodError?.fieldErrors);
  const fieldErrors: FieldErrors = { ...serverFieldErrors, ...clientErrors };
  // A validation failure is shown beside its fields; anything else (wrong password, taken email) above the form.
  const formError =
    mutation.error && !mutation.error.data?.zodError ? mutation.error.message : null;

  // Editing a field retires the errors about what was typed before.
  const update = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setClientErrors((current) => ({ ...current, [name]: undefined }));
    if (mutation.error) mutation.reset();
  };

  const switchMode = (next: string | null) => {
    if (next !== 'sign-in' && next !== 'sign-up') return;
    setMode(next);
    setClientErrors({});
    signIn.reset();
    signUp.reset();
  };

  // Fetched while the user types, so a submit rarely waits for it.
  useEffect(() => {
    void loadValidation();
  }, []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { signInSchema, signUpSchema } = await loadValidation();
    if (mode === 'sign-in') {
      const parsed = signInSchema.safeParse(fields);
      if (!parsed.success) return setClientErrors(issuesByField(parsed.error.issues));
      setClientErrors({});
      signIn.mutate(parsed.data);
    } else {
      const parsed = signUpSchema.safeParse(fields);
      if (!parsed.success) return setClientErrors(issuesByField(parsed.error.issues));
      setClientErrors({});
      signUp.mutate(parsed.data);
    }
  };

  const isSignUp = mode === 'sign-up';

  return (
    <PageLayout>
      <Center
        py={{ base: 40, md: 72 }}
        px="md"
        style={{
          background:
            'linear-gradient(180deg, var(--mantine-color-violet-0), var(--mantine-color-white))',
        }}
      >
        <Card withBorder shadow="md" padding="xl" maw={440} w="100%">
          <Stack align="center" gap={6} mb="lg">
            <LogoMark size={44} />
            <Title order={1} fz={26} ta="center">
              {isSignUp ? `Join ${PRODUCT_NAME}` : 'Welcome back'}
            </Title>
            <Text c="dimmed" fz="sm" ta="center">
              {isSignUp
                ? 'Create an account and get your first speeches free.'
                : 'Sign in to hear your next speech.'}
            </Text>
          </Stack>

          <Tabs value={mode} onChange={switchMode} mb="lg">
            <Tabs.List grow>
              <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
              <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
            </Tabs.List>
          </Tabs>

          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={isSignUp ? 'Sign up' : 'Sign in'}
          >
            <Stack gap="md">
              {formError && (
                <Alert color="red" variant="light" role="alert">
                  {formError}
                </Alert>
              )}
              {isSignUp && (
                <Group grow align="flex-start">
                  <TextInput
                    label="First name"
                    name="firstName"
                    autoComplete="given-name"
                    required
                    value={fields.firstName}
                    onChange={(event) => update('firstName')(event.currentTarget.value)}
                    error={fieldErrors.firstName}
                  />
                  <TextInput
                    label="Last name"
                    name="lastName"
                    autoComplete="family-name"
                    required
                    value={fields.lastName}
                    onChange={(event) => update('lastName')(event.currentTarget.value)}
                    error={fieldErrors.lastName}
                  />
                </Group>
              )}
              <TextInput
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={fields.email}
                onChange={(event) => update('email')(event.currentTarget.value)}
                error={fieldErrors.email}
              />
              <PasswordInput
                label="Password"
                name="password"
                autoComplete={isSignUp ? 'new-password' : 'current-password'}
                // Named without the word 'password', so the field alone answers to its label.
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
                required
                value={fields.password}
                onChange={(event) => update('password')(event.currentTarget.value)}
                error={fieldErrors.password}
              />
              <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
                {isSignUp ? 'Create Account' : 'Sign In'}
              </Button>
            </Stack>
          </form>

          <Stack align="center" gap={6} mt="lg">
            <Anchor href="/demo-login" fz="sm" fw={600}>
              Try Demo (No Sign-up)
            </Anchor>
            <Anchor href="/" fz="sm" c="dimmed">
              Back to home
            </Anchor>
          </Stack>
        </Card>
      </Center>
    </PageLayout>
  );
}
