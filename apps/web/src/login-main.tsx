import { mount } from './mount.tsx';
import { LoginPage } from './pages/login.tsx';

mount(<LoginPage />);
