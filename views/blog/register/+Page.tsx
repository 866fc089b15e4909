import { AccountCard } from '#views/components/auth/account-card';
import { RegisterForm } from '#views/components/auth/register-form';

export default function BlogRegisterPage() {
  return (
    <AccountCard
      title="Create an Account"
      subtitle="Join the conversation on our blog."
      footer={
        <>
          Already have an account?{' '}
          <a href="/blog/login" className="font-semibold text-brand-800 underline">
            Login
          </a>
        </>
      }
    >
      <RegisterForm />
    </AccountCard>
  );
}
