// The yardstick of `npm run bench:bundle`: React 19 + ReactDOM rendering one heading, built by the
// same Vite as the site.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<h1>Merhaba</h1>);
