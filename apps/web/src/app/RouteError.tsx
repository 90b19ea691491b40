import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { t } from '../i18n';

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a new release). */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{t.routeError.title}</Title>
        <Text c="dimmed">{t.routeError.text}</Text>
        <Button onClick={() => window.location.reload()}>{t.routeError.reload}</Button>
      </Stack>
    </Container>
  );
}

interface BoundaryProps {
  /** The location's key: moving elsewhere (e.g. Back) clears the error, as the data router's boundary does. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failure: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

/** The error screen in place of the whole frame when anything under it throws while rendering. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}
