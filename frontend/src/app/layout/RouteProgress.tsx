import { useEffect } from 'react';
import { nprogress } from '@mantine/nprogress';
import { useNavigation } from 'react-router';
import { PROGRESS_DEFAULTS } from '../theme';

/** Top loading bar while a route (its code, strings or loader data) is loading. */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    let started = false;
    const timer = window.setTimeout(() => {
      started = true;
      nprogress.start();
    }, PROGRESS_DEFAULTS.throttleMs);
    return () => {
      window.clearTimeout(timer);
      if (started) nprogress.complete();
    };
  }, [busy]);
  return null;
}
