/** The resource fuzz (tests/support/resourceFuzzParts.ts) over the lists from "r" to "z". */
import { fuzzResourcesOfPart } from '../support/resourceFuzzParts';

fuzzResourcesOfPart(2);
