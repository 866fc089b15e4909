import { Image } from './ui/image';

export const messages = {
  title: 'Page Not Found',
  text: "We're sorry, but the page you're looking for doesn't exist or has been moved. Let's get you back on track.",
} as const;

export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <Image
        src="/images/illustrations/page-not-found.svg"
        fallbackSrc="/favicon.svg"
        alt=""
        width={480}
        height={280}
        loading="eager"
        className="mx-auto w-full max-w-xs rounded-2xl"
      />
      <p className="mt-6 text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{messages.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{messages.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href="/"
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Back to Home
        </a>
        <a
          href="/solutions/ai-voice-receptionists"
          className="rounded-lg px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
        >
          Explore Solutions
        </a>
      </div>
      <div className="mt-14 grid gap-6 text-left sm:grid-cols-2">
        <a href="/blog" className="rounded-xl border border-slate-200 p-6 hover:border-brand-600">
          <h2 className="text-lg font-semibold text-slate-900">Visit Our Blog</h2>
          <p className="mt-1 text-slate-600">Looking for something?</p>
        </a>
        <a
          href="/contact"
          className="rounded-xl border border-slate-200 p-6 hover:border-brand-600"
        >
          <h2 className="text-lg font-semibold text-slate-900">Contact Support</h2>
          <p className="mt-1 text-slate-600">Need Assistance?</p>
        </a>
      </div>
    </section>
  );
}
