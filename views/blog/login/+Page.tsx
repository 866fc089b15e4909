import { AccountCard } from '#views/components/auth/account-card';
import { BlogLoginForm } from '#views/components/auth/blog-login-form';

export default function BlogLoginPage() {
  return (
    <AccountCard
      title="Login"
      subtitle="Sign in to write, edit and manage blog posts."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <a href="/blog/register" className="font-semibold text-brand-800 underline">
            Register
          </a>
        </>
      }
    >
      <BlogLoginForm />
    </AccountCard>
  );
}
