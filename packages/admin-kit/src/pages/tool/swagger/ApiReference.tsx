import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/** Swagger UI over the document at `url`, read-only: no "Try it out", operations listed by tag, each opened on demand. */
export default function ApiReference({ url }: { url: string }) {
  return <SwaggerUI url={url} supportedSubmitMethods={[]} docExpansion="list" defaultModelsExpandDepth={0} />;
}
