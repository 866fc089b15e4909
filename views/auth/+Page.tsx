import { usePageContext } from 'vike-react/usePageContext';
import { LoginPanel } from '../components/auth/login-panel';

const highlights = [
  {
    title: 'Content Management',
    text: 'Write, schedule and publish blog posts, and keep categories and tags in order.',
  },
  {
    title: 'Role-Based Access',
    text: 'Admins, editors and authors each see exactly the tools their role allows.',
  },
  {
    title: 'Community Engagement',
    text: 'Moderate reader comments and answer them where the conversation happens.',
  },
];

export default function AuthPage() {
  const { site } = usePageContext();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
      <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div role="tablist" aria-label="Account" className="flex border-b border-slate-200">
          <button
            type="button"
            role="tab"
            id="auth-login-tab"
            aria-selected="true"
            aria-controls="auth-login-panel"
            className="-mb-px border-b-2 border-brand-700 px-4 py-2 font-semibold text-brand-800"
          >
            Login
          </button>
        </div>
        <div
          role="tabpanel"
          id="auth-login-panel"
          aria-labelledby="auth-login-tab"
          className="pt-6"
        >
          <h1 className="text-3xl font-bold text-slate-900">Welcome back</h1>
          <p className="mt-2 text-slate-600">Sign in to access the {site.name} dashboard</p>
          <LoginPanel />
        </div>
      </section>
      <aside className="rounded-2xl bg-brand-800 p-8 text-white">
        <h2 className="text-2xl font-bold">Everything your team needs to run the site</h2>
        <ul className="mt-8 space-y-6">
          {highlights.map((item) => (
            <li key={item.title}>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-1 text-brand-100">{item.text}</p>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
