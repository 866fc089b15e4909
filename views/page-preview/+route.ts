// The page builder's live preview of one page (its iframe): outside /admin, so that it shows in
// the public layout, header and footer, exactly as visitors will see the page.
export default '/preview/pages/@id';
