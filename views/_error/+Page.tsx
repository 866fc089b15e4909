import { usePageContext } from 'vike-react/usePageContext';
import { NotFound } from '../components/not-found';

const problems = {
  503: {
    title: "We'll be right back",
    text: 'Our site is briefly unavailable while we reconnect to our systems. Please try again in a minute.',
  },
  500: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred on our side. Please try again, or return to the home page.',
  },
} as const;

export default function ErrorPage() {
  const { is404, abortStatusCode } = usePageContext();
  if (is404) return <NotFound />;
  const problem = abortStatusCode === 503 ? problems[503] : problems[500];
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{problem.title}</h1>
      <p className="mt-4 text-slate-600">{problem.text}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        Back to Home
      </a>
    </section>
  );
}
