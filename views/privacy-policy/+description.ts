export default 'How we collect, use, share, protect and retain personal information, including call recordings and transcripts, and how you can exercise your privacy rights.';
