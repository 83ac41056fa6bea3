import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

// Lets the HTTP client send a logged-out user to /login without a full page load.
setNavigator((to) => void router.navigate(to, { replace: true }));
