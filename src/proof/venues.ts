import type { EvidenceItemValue, ProofVenueValue, VenueReadinessValue } from '../contracts/proof.js';
import { CODE_HOSTS, hostOf, PACKAGE_REGISTRY_HOSTS } from './ownership.js';

/** Distinct publishers (registrable domains) wanted for "significant coverage in several sources". */
export const WIKIPEDIA_MIN_SOURCES = 3;

export interface VenueInputs {
  entityName: string;
  evidence: EvidenceItemValue[];
  /** In-depth independent items grouped by source: one publisher, or one story carried by several. */
  independentSources: EvidenceItemValue[][];
  knownProfiles: string[];
  /** The entity's own site answered with a page naming the entity. */
  siteDescribesEntity: boolean;
}

const distinctDomains = (items: EvidenceItemValue[]) => [...new Set(items.map((item) => item.registrable_domain ?? item.url))];
const of = (inputs: VenueInputs, classes: EvidenceItemValue['classification'][]) => inputs.evidence.filter((item) => classes.includes(item.classification));
const independentMentions = (inputs: VenueInputs) => of(inputs, ['independent_substantial', 'trivial_mention']).filter((item) => item.entity_mentions > 0);

function wikipedia(inputs: VenueInputs): VenueReadinessValue {
  const sources = inputs.independentSources;
  const ready = sources.length >= WIKIPEDIA_MIN_SOURCES;
  const describe = (group: EvidenceItemValue[]) =>
    group.length > 1
      ? `${distinctDomains(group).join(' + ')} (one story carried by ${group.length} pages)`
      : (group[0]?.registrable_domain ?? group[0]?.url ?? '');
  return {
    status: ready ? 'ready' : 'not_ready',
    requirement: `Significant coverage in several independent, reliable sources; this preflight asks for at least ${WIKIPEDIA_MIN_SOURCES} in-depth sources from different publishers, counting a story reprinted by several publishers once and leaving out posts on self-publishing platforms.`,
    met: sources.length > 0 ? [`${sources.length} independent source(s) with substantial coverage: ${sources.map(describe).join(', ')}`] : [],
    missing: ready ? [] : [`${WIKIPEDIA_MIN_SOURCES - sources.length} more independent publisher(s) with in-depth coverage`],
    supporting_urls: sources.flat().map((item) => item.url),
  };
}

function wikidata(inputs: VenueInputs): VenueReadinessValue {
  const references = independentMentions(inputs);
  return {
    status: references.length > 0 ? 'ready' : 'not_ready',
    requirement: 'At least one independent, public reference that identifies the entity.',
    met: references.length > 0 ? [`${references.length} independent page(s) name the entity`] : [],
    missing: references.length > 0 ? [] : ['an independent page that names and describes the entity'],
    supporting_urls: references.map((item) => item.url),
  };
}

function mcpRegistry(inputs: VenueInputs): VenueReadinessValue {
  const codeProfiles = inputs.knownProfiles.filter((url) => CODE_HOSTS.has(hostOf(url)));
  const packages = inputs.knownProfiles.filter((url) => PACKAGE_REGISTRY_HOSTS.has(hostOf(url)));
  const met = [
    ...(inputs.siteDescribesEntity ? ['the entity site answers: a domain namespace can be proved by DNS or HTTP'] : []),
    ...codeProfiles.map((url) => `code-host profile ${url}: its namespace can be proved by logging in`),
    ...packages.map((url) => `package listing ${url}`),
  ];
  const namespace = inputs.siteDescribesEntity || codeProfiles.length > 0;
  return {
    status: namespace && packages.length > 0 ? 'needs_manual_proof' : 'not_ready',
    requirement:
      'Namespace ownership proof (DNS or HTTP for a domain namespace, code-host login for its namespace) and package ownership proof (the registry metadata naming the server).',
    met,
    missing: [
      ...(namespace ? [] : ['a namespace you can prove: your own domain or a code-host account']),
      ...(packages.length > 0 ? [] : ['a published package (npm, PyPI, container image...) listed in known_profiles']),
      'the proofs themselves: this preflight cannot see DNS records, registry logins or package metadata',
    ],
    supporting_urls: [...codeProfiles, ...packages],
  };
}

function aiToolDirectory(inputs: VenueInputs): VenueReadinessValue {
  const mentions = independentMentions(inputs);
  const ready = inputs.siteDescribesEntity && mentions.length > 0;
  return {
    status: ready ? 'ready' : 'not_ready',
    requirement: 'A reachable product site that describes the tool, and at least one independent mention.',
    met: [
      ...(inputs.siteDescribesEntity ? ['the entity site answers and names the entity'] : []),
      ...(mentions.length > 0 ? [`${mentions.length} independent mention(s)`] : []),
    ],
    missing: [
      ...(inputs.siteDescribesEntity ? [] : ['an entity site that answers and names the entity']),
      ...(mentions.length > 0 ? [] : ['an independent mention']),
    ],
    supporting_urls: mentions.map((item) => item.url),
  };
}

function packageRegistry(inputs: VenueInputs): VenueReadinessValue {
  const listed = inputs.evidence.filter((item) => item.classification !== 'unreachable' && PACKAGE_REGISTRY_HOSTS.has(hostOf(item.url)));
  const profiles = inputs.knownProfiles.filter((url) => PACKAGE_REGISTRY_HOSTS.has(hostOf(url)));
  const status = listed.length > 0 ? 'ready' : profiles.length > 0 ? 'needs_manual_proof' : 'not_ready';
  return {
    status,
    requirement: 'A package listing on a public registry under an account you control, linked from your site or profiles.',
    met: [...listed.map((item) => `listing reachable: ${item.url}`), ...profiles.map((url) => `listing named in known_profiles: ${url}`)],
    missing:
      status === 'ready'
        ? []
        : [profiles.length > 0 ? 'add the listing URL to evidence_urls so it can be checked' : 'publish the package and add its listing URL'],
    supporting_urls: [...listed.map((item) => item.url), ...profiles],
  };
}

const RULES: Record<ProofVenueValue, (inputs: VenueInputs) => VenueReadinessValue> = {
  wikipedia,
  wikidata,
  mcp_registry: mcpRegistry,
  ai_tool_directory: aiToolDirectory,
  package_registry: packageRegistry,
};

export const venueReadiness = (venue: ProofVenueValue, inputs: VenueInputs) => RULES[venue](inputs);
