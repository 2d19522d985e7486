import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';

export const Route = createFileRoute('/login')({
  head: () => ({ meta: [{ title: 'Yönetici Girişi | Asil Yapı Kimyasalları' }, { name: 'robots', content: 'noindex' }] }),
  component: LoginScreen,
});
