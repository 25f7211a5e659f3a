import { BrowserRouter } from 'react-router-dom';
import { mount } from './mount.tsx';
import { startShell } from './native/start.ts';
import { watchPerformance } from './perf.ts';
import { AppRoutes, prepareFirstScreen } from './routes.tsx';

startShell();
if ('PerformanceObserver' in window) {
  watchPerformance({ Observer: PerformanceObserver, warn: (message) => console.warn(message) });
}

mount(
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>,
  prepareFirstScreen,
);
