import { createBrowserRouter, RouterProvider } from 'react-router';
import { RootLayout } from './routes/RootLayout';

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/LandingRoute')).LandingRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/NotFoundRoute')).NotFoundRoute }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
