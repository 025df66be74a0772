import { buttonClasses } from "~/ui/button";

/** A listed paper's links; each names the paper to screen readers, since every paper in the list has the same three. */
export function PaperLinks({ paperId, title }: { paperId: string; title: string }) {
  const named = <span className="sr-only">: {title}</span>;
  return (
    <>
      <a href={`/aipractisepaper/${paperId}/practise`} className={buttonClasses("primary", "sm")}>
        Practise this paper{named}
      </a>
      <a href={`/aipractisepaper/${paperId}/export.txt`} download className={buttonClasses("secondary", "sm")}>
        Export{named}
      </a>
      <a href={`/aipractisepaper/${paperId}/export.pdf`} download className={buttonClasses("secondary", "sm")}>
        Download PDF{named}
      </a>
    </>
  );
}
