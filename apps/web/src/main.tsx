import { BrowserRouter } from 'react-router-dom';
import { mount } from './mount.tsx';
import { AppRoutes } from './routes.tsx';

mount(
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>,
);
