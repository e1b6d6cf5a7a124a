/**
 * Generated from the service's OpenAPI document (GET /v3/openapi.json) by `npm run openapi:types`
 * (scripts/openapi-types.ts, with openapi-typescript). Do not edit: change the route schemas in src/
 * and run the command again. test/typed-client.test.ts fails while this file is out of date.
 */

export interface paths {
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description The Prometheus text exposition format. Where METRICS_TOKEN is set, it needs Authorization: Bearer <METRICS_TOKEN>.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The metrics, in the Prometheus text exposition format 0.0.4 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
                /** @description METRICS_TOKEN is set and the request does not carry it */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake-metrics"` */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Asks nothing of the database. For an orchestrator to restart a node that does not answer.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The process answers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the node takes requests
         * @description From a state kept current in the background (the database asked once a second), so a call costs nothing. Not ready while the database does not answer, the node sheds load, cannot read the key tokens are signed with or every database connection stays busy: for a load balancer to take the node out.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The node takes requests */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Not ready: the database does not answer, the node is shedding load, cannot read the signing key, or every database connection is busy */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OAuth 2.0 authorization server metadata */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description RFC 8414 metadata */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issuer: string;
                            token_endpoint: string;
                            grant_types_supported: string[];
                            token_endpoint_auth_methods_supported: string[];
                            response_types_supported: string[];
                            /** @description The roles a token can have, as its scope */
                            scopes_supported: string[];
                            service_documentation: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token (OAuth 2.0 client credentials grant)
         * @description client_id and client_secret in a JSON or form-encoded body, or by HTTP Basic (RFC 6749 section 2.3.1). grant_type defaults to client_credentials.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: string;
                        client_secret?: string;
                        /** @default client_credentials */
                        grant_type?: string;
                        /** @description The client's role (`data` or `admin`), or left out: a token always has its client's role alone */
                        scope?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        client_id?: string;
                        client_secret?: string;
                        /** @default client_credentials */
                        grant_type?: string;
                        /** @description The client's role (`data` or `admin`), or left out: a token always has its client's role alone */
                        scope?: string;
                    };
                };
            };
            responses: {
                /** @description A token was issued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "access_token": "eyJhbGciOiJFUzI1NiIs...",
                         *       "token_type": "Bearer",
                         *       "expires_in": 3600,
                         *       "scope": "data",
                         *       "client_name": "ACME ATS"
                         *     }
                         */
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Seconds */
                            expires_in: number;
                            /**
                             * @description The client’s role, also the token’s `scope` claim (RFC 9068): `data` for the data endpoints, `admin` for /v3/admin
                             * @enum {string}
                             */
                            scope: "data" | "admin";
                            /** @description The client’s name, as the operator gave it: how a client that cannot read /v3/admin learns its own (the console’s header shows it) */
                            client_name: string;
                        };
                    };
                };
                /** @description A parameter is missing or wrong (`invalid_request`, `unsupported_grant_type`), or `scope` names another role than the client’s (`invalid_scope`) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                            /** @description The RFC 6749 section 5.2 error code */
                            error: string;
                        };
                    };
                };
                /** @description Unknown client, wrong secret or disabled client (`invalid_client`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                            /** @description The RFC 6749 section 5.2 error code */
                            error: string;
                        };
                    };
                };
                /** @description The body is larger than 4096 bytes */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                            /** @description The RFC 6749 section 5.2 error code */
                            error: string;
                        };
                    };
                };
                /** @description The body is neither JSON nor form-encoded */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                            /** @description The RFC 6749 section 5.2 error code */
                            error: string;
                        };
                    };
                };
                /** @description Too many requests from this address (an IPv6 one by its IPV6_PREFIX_LENGTH network), or too many of them at once, or failed attempts for this client from it (`temporarily_unavailable`); `Retry-After` says when to retry */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                            /** @description The RFC 6749 section 5.2 error code */
                            error: string;
                        };
                    };
                };
                /** @description Something unexpected (`server_error`) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                            /** @description The RFC 6749 section 5.2 error code */
                            error: string;
                        };
                    };
                };
                /** @description The database is unavailable, this node cannot read the key tokens are signed with, or too many secrets wait to be checked on this node (`temporarily_unavailable`); `Retry-After` says when to retry */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                            /** @description The RFC 6749 section 5.2 error code */
                            error: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every client, with its role, status, last batch and records stored per resource
         * @description Oldest first, never a secret. Records stored and last batches come from the ingestion counters (the records a client has created; records are never deleted).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every client, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 client",
                         *       "data": [
                         *         {
                         *           "client_id": "cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *           "name": "ACME ATS",
                         *           "role": "data",
                         *           "status": "enabled",
                         *           "created_at": "2026-11-02T09:00:00.000Z",
                         *           "secret_rotated_at": null,
                         *           "disabled_at": null,
                         *           "last_batch_at": "2026-11-20T10:15:02.120Z",
                         *           "resources": {
                         *             "application-steps": {
                         *               "records_stored": 950,
                         *               "last_batch_at": "2026-11-20T10:15:02.120Z"
                         *             },
                         *             "activities": {
                         *               "records_stored": 0,
                         *               "last_batch_at": null
                         *             },
                         *             "job-offers": {
                         *               "records_stored": 12,
                         *               "last_batch_at": "2026-11-19T08:00:00.412Z"
                         *             }
                         *           }
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The client’s id, `cl_...` */
                                client_id: string;
                                name: string;
                                /**
                                 * @description `data`: pushes and reads its own records; `admin`: manages the clients, pushes no data
                                 * @enum {string}
                                 */
                                role: "data" | "admin";
                                status: "enabled" | "disabled";
                                /**
                                 * Format: date-time
                                 * @description When the client was created
                                 */
                                created_at: string;
                                /** @description When its secret was last replaced; null if never */
                                secret_rotated_at: string | null;
                                /** @description Since when it is disabled; null while enabled */
                                disabled_at: string | null;
                                /** @description Its latest batch of any resource; null if none */
                                last_batch_at: string | null;
                                /** @description Per resource (every resource is listed) */
                                resources: {
                                    [key: string]: {
                                        /** @description Records of this resource it has stored */
                                        records_stored: number;
                                        /** @description Its latest batch of this resource; null if none */
                                        last_batch_at: string | null;
                                    };
                                };
                            }[];
                        };
                    };
                };
                /** @description A query parameter was sent, and this endpoint takes none: each entry names one, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a data client; its secret is shown once
         * @description Creates a data client and answers its id and secret: the secret is in this answer only. Admin clients are made only by `intake clients create --role admin` (403 here).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "ACME ATS"
                     *     }
                     */
                    "application/json": {
                        /** @description A label for people: at most 200 characters, trimmed */
                        name: string;
                        /**
                         * @description `data` (the default); `admin` is refused here (403): only `intake clients create --role admin` makes one
                         * @enum {string}
                         */
                        role?: "data" | "admin";
                    };
                };
            };
            responses: {
                /** @description The client was created; its secret is in this answer and nowhere else */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Created client cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *       "data": [
                         *         {
                         *           "client_id": "cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *           "client_secret": "mH2k0s1bX5iV7dQ9tY3uW6zN8aC4eR0gJ2lP5oF7hK1",
                         *           "name": "ACME ATS",
                         *           "role": "data"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The client’s id, `cl_...` */
                                client_id: string;
                                /** @description Shown this once: only its hash is kept */
                                client_secret: string;
                                name: string;
                                /**
                                 * @description `data`: pushes and reads its own records; `admin`: manages the clients, pushes no data
                                 * @enum {string}
                                 */
                                role: "data" | "admin";
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients/{client_id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a client
         * @description No new tokens; its live tokens are refused within CLIENT_STATUS_REFRESH_MS on every node, and stay refused once it is enabled again. Twice is harmless. A data client only: an admin client, the caller itself included, is managed with the CLI (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The client’s id, `cl_...` */
                    client_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client is disabled (again, if it was) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Disabled client cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *       "data": [
                         *         {
                         *           "client_id": "cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *           "disabled": true
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The client’s id, `cl_...` */
                                client_id: string;
                                disabled: boolean;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients/{client_id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled client
         * @description Tokens again, with the same secret (not those issued before it was disabled). Twice is harmless. A data client only: an admin client, the caller itself included, is managed with the CLI (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The client’s id, `cl_...` */
                    client_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client is enabled (again, if it was) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Enabled client cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *       "data": [
                         *         {
                         *           "client_id": "cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *           "disabled": false
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The client’s id, `cl_...` */
                                client_id: string;
                                disabled: boolean;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients/{client_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a client a new secret, shown once
         * @description The old secret stops getting tokens at once; the tokens issued before are refused within CLIENT_STATUS_REFRESH_MS on every node. A data client only: an admin client, the caller itself included, is managed with the CLI (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The client’s id, `cl_...` */
                    client_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client has a new secret; the old one no longer gets tokens, and the tokens issued before it are refused */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Rotated the secret of client cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *       "data": [
                         *         {
                         *           "client_id": "cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *           "client_secret": "mH2k0s1bX5iV7dQ9tY3uW6zN8aC4eR0gJ2lP5oF7hK1"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The client’s id, `cl_...` */
                                client_id: string;
                                /** @description Shown this once: only its hash is kept */
                                client_secret: string;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients/{client_id}/ingestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What one client has sent, per hour or day and resource
         * @description As GET /v3/reports/ingestion, for any client. Per bucket (`bucket=hour`, at most 31 days, or `day`, at most 366) and resource, in [`from`, `to`) (whole UTC hours or days): records created, records changed, items rejected and batches received, counted by the writes themselves (a write that rolls back counts nothing, an identical re-send changes nothing). Buckets without activity are left out.
         */
        get: {
            parameters: {
                query: {
                    /** @description The length of each bucket (UTC) */
                    bucket?: "hour" | "day";
                    /** @description The start of the range, included: a whole UTC hour (bucket=hour) or day (bucket=day) */
                    from: string;
                    /** @description The end of the range, excluded: a whole UTC hour or day, later than from */
                    to: string;
                };
                header?: never;
                path: {
                    /** @description The client’s id, `cl_...` */
                    client_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The activity of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Ingestion by day from 2026-11-20T00:00:00.000Z to 2026-11-21T00:00:00.000Z (excluded)",
                         *       "data": [
                         *         {
                         *           "bucket": "2026-11-20T00:00:00Z",
                         *           "resource": "application-steps",
                         *           "created": 950,
                         *           "changed": 12,
                         *           "rejected": 50,
                         *           "batches": 2,
                         *           "batches_refused": 1,
                         *           "reasons": {
                         *             "invalid_format": 38,
                         *             "required": 12,
                         *             "invalid_json": 1
                         *           }
                         *         }
                         *       ],
                         *       "last_batch_at": {
                         *         "application-steps": "2026-11-20T10:15:02.120Z",
                         *         "activities": null,
                         *         "job-offers": null
                         *       }
                         *     }
                         */
                        "application/json": {
                            message: string;
                            /** @description One entry per bucket and resource that saw any activity, in time then resource order */
                            data: {
                                /** @description The start of the hour or day (UTC), `YYYY-MM-DDTHH:MM:SSZ` */
                                bucket: string;
                                /** @description The resource: application-steps, activities, job-offers */
                                resource: string;
                                /** @description Records stored for the first time */
                                created: number;
                                /** @description Stored records changed: by a re-send with other values, a PATCH, an erasure */
                                changed: number;
                                /** @description Items rejected (a rejected PATCH counts one) */
                                rejected: number;
                                /** @description Batches received (a batch whose every item was rejected included) */
                                batches: number;
                                /** @description Batches refused whole, before their items were read: not JSON, too large, a wrong Content-Type */
                                batches_refused: number;
                                /** @description The rejections by error code (docs/api.md): an item rejected under its first problem’s code, a batch or PATCH refused whole under its own; most frequent first */
                                reasons: {
                                    [key: string]: number;
                                };
                            }[];
                            /** @description Per resource, when the last batch was received (at any time, not only in the range); null if never */
                            last_batch_at: {
                                [key: string]: string | null;
                            };
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients/{client_id}/rejections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The items one client sent that were rejected
         * @description As GET /v3/rejections, for any client. Each item a batch rejected, each rejected PATCH, and each write request refused whole before its items were read (not JSON, too large, a wrong Content-Type), recorded by the request: when, its request id, resource, index, each problem’s field, code, message and refused value (not of free text), and the natural-key values that were valid (never the body or personal data). Kept REJECTIONS_RETENTION_DAYS days, at most MAX_REJECTIONS_PER_CLIENT per client. Newest first; filters combine with AND.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only the rejections of this resource */
                    resource?: "application-steps" | "activities" | "job-offers";
                    /** @description Only the rejections with a problem in this field */
                    field?: string;
                    /** @description Only the rejections with a problem of this code */
                    code?: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                    /** @description Only the rejections recorded at or after this instant */
                    from?: string;
                    /** @description Only the rejections recorded before this instant */
                    to?: string;
                    /** @description Only the rejections of this request (its x-request-id) */
                    request_id?: string;
                    /** @description Rejections per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description The client’s id, `cl_...` */
                    client_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of rejected items, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 rejection",
                         *       "data": [
                         *         {
                         *           "id": 41,
                         *           "rejected_at": "2026-11-20T10:15:02.120Z",
                         *           "request_id": "5f0c6e1e-0a51-4d3e-9a53-3c3f3c2c9b10",
                         *           "resource": "application-steps",
                         *           "index": 1,
                         *           "problems": [
                         *             {
                         *               "field": "recorded_at",
                         *               "code": "invalid_format",
                         *               "message": "recorded_at must be …",
                         *               "value": "2026-11-20"
                         *             }
                         *           ],
                         *           "natural_key": {
                         *             "application_ats_id": "A-2",
                         *             "recorded_at": "2026-11-20T10:15:00Z"
                         *           }
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** Format: date-time */
                                rejected_at: string;
                                /** @description The x-request-id of the answer that rejected the item */
                                request_id: string;
                                resource: string;
                                /** @description The item’s index in its batch; null for a PATCH, and for a request refused whole */
                                index: number | null;
                                problems: {
                                    field: string | null;
                                    /**
                                     * @description As in the answer (absent in rejections recorded before codes were)
                                     * @enum {string}
                                     */
                                    code?: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    message: string;
                                    /** @description The value refused, as in the answer; never of a free-text field or personal data */
                                    value?: unknown;
                                }[];
                                /** @description The item’s natural-key values that were valid, to find it in your own system */
                                natural_key: {
                                    [key: string]: string | number | boolean | null;
                                };
                            }[];
                            /** @description Pass it as cursor for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every client-administration action, newest first
         * @description Each creation, disabling, enabling and secret rotation, over HTTP or from `intake clients`: when, what, to which client, by whom (an admin client, or `cli` and the operating-system user), from which address, and whether it was done (written in the transaction of the action itself) or refused. Filters combine with AND.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only the actions done to this client */
                    client_id?: string;
                    /** @description Only the actions of this admin client, or `cli` for those of `intake clients` */
                    actor?: string;
                    /** @description Only this action */
                    action?: "create" | "disable" | "enable" | "rotate-secret" | "webhook-create" | "webhook-update" | "webhook-rotate-secret" | "webhook-delete";
                    /** @description Only the actions done, or only those refused */
                    outcome?: "done" | "refused";
                    /** @description Only the actions done at or after this instant */
                    from?: string;
                    /** @description Only the actions done before this instant */
                    to?: string;
                    /** @description Entries per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the audit log, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 2 audit entries",
                         *       "data": [
                         *         {
                         *           "id": 7,
                         *           "at": "2026-11-20T10:20:00.000Z",
                         *           "action": "disable",
                         *           "client_id": "cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *           "actor": "cl_Qa8rT1yU3iO5pA7sD9fG2h",
                         *           "os_user": null,
                         *           "address": "203.0.113.7",
                         *           "details": {},
                         *           "outcome": "done"
                         *         },
                         *         {
                         *           "id": 6,
                         *           "at": "2026-11-02T09:00:00.000Z",
                         *           "action": "create",
                         *           "client_id": "cl_Vt3yq2m0cV1pQk9x4hJd8w",
                         *           "actor": "cli",
                         *           "os_user": "ops",
                         *           "address": null,
                         *           "details": {
                         *             "name": "ACME ATS",
                         *             "role": "data"
                         *           },
                         *           "outcome": "done"
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /**
                                 * Format: date-time
                                 * @description When the action was done
                                 */
                                at: string;
                                /** @description What was done */
                                action: "create" | "disable" | "enable" | "rotate-secret" | "webhook-create" | "webhook-update" | "webhook-rotate-secret" | "webhook-delete";
                                /** @description The client it was done to; of a refused action, as asked (at most 64 characters), empty for a creation */
                                client_id: string;
                                /** @description Who did it: the admin client’s id, or `cli` for `intake clients` */
                                actor: string;
                                /** @description The operating-system user who ran the CLI; null over HTTP */
                                os_user: string | null;
                                /** @description The address the request came from (as TRUST_PROXY reads it); null from the CLI, or when what a proxy forwarded is not an IP address */
                                address: string | null;
                                /** @description What the action was given: `name` and `role` of a creation; of a refused action, `reason`; never a secret */
                                details: {
                                    [key: string]: string;
                                };
                                /** @description `done`, or `refused` (an unknown client, an admin client acted on over HTTP, a creation the rules refuse): nothing was changed */
                                outcome: "done" | "refused";
                            }[];
                            /** @description Pass it as cursor for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients/{client_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One client’s webhook endpoints
         * @description As GET /v3/webhooks, for any client: each with its last delivery and backlog, never a secret.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The client’s id, `cl_...` */
                    client_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every endpoint of the client, by id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 webhook endpoint",
                         *       "data": [
                         *         {
                         *           "id": 3,
                         *           "url": "https://hooks.example.com/intake",
                         *           "types": [
                         *             "application_step.created"
                         *           ],
                         *           "description": "Our ATS sync",
                         *           "events_per_message": 100,
                         *           "enabled": true,
                         *           "disabled_reason": null,
                         *           "created_at": "2026-11-20T10:15:02.120Z",
                         *           "last_delivery": {
                         *             "at": "2026-11-20T10:16:00.481Z",
                         *             "status": 204,
                         *             "ok": true
                         *           },
                         *           "backlog": 0
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @description Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed */
                                url: string;
                                /** @description The event types sent (of application_step.created, application_step.updated, application_step.personal_data_erased, activity.created, activity.updated, job_offer.created, job_offer.updated); null: every type, those added later included */
                                types: ("application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated")[] | null;
                                /** @description A label for people */
                                description: string | null;
                                /** @description The most events one message holds (default 100) */
                                events_per_message: number;
                                enabled: boolean;
                                /** @description Why it is disabled: `disabled by the client`, or the delivery’s own reason; null while enabled */
                                disabled_reason: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was created
                                 */
                                created_at: string;
                                /** @description The newest attempt of any of its messages; null before the first */
                                last_delivery: {
                                    /**
                                     * Format: date-time
                                     * @description When the attempt was made
                                     */
                                    at: string;
                                    /** @description The receiver’s status; null when none came (the log says why) */
                                    status: number | null;
                                    /** @description The status was 2xx */
                                    ok: boolean;
                                } | null;
                                /** @description Events of its types not yet delivered: those of the pending message and those after it (replays aside) */
                                backlog: number;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/admin/clients/{client_id}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One client’s webhook endpoint’s messages, newest first
         * @description As GET /v3/webhooks/{id}/deliveries, for any client. Its messages newest first, each with its events’ first and last sequences and count, its state and every attempt (when, the status or why none came, how long). Never a message’s body: erased personal data cannot survive in the log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Messages per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description The client’s id, `cl_...` */
                    client_id: string;
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the endpoint’s messages, newest first (never their bodies) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 message",
                         *       "data": [
                         *         {
                         *           "webhook_id": "msg_5b0e7c1d2f3a4b5c6d7e8f9012345678",
                         *           "first_sequence": "0000000000000000042",
                         *           "last_sequence": "0000000000000000057",
                         *           "events": 9,
                         *           "replay": false,
                         *           "state": "delivered",
                         *           "created_at": "2026-11-20T10:16:00.302Z",
                         *           "attempts": [
                         *             {
                         *               "at": "2026-11-20T10:16:00.310Z",
                         *               "status": 503,
                         *               "error": null,
                         *               "duration_ms": 120
                         *             },
                         *             {
                         *               "at": "2026-11-20T10:16:05.320Z",
                         *               "status": 204,
                         *               "error": null,
                         *               "duration_ms": 81
                         *             }
                         *           ]
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The message’s `webhook-id`, the same on each attempt */
                                webhook_id: string;
                                /** @description Its first event’s sequence; null when it holds none */
                                first_sequence: string | null;
                                /** @description Its last event’s sequence; null when it holds none */
                                last_sequence: string | null;
                                events: number;
                                /** @description It is part of a replay */
                                replay: boolean;
                                /** @description `pending`: not delivered yet (at most one per endpoint); `delivered`: a 2xx came; `missed`: its events were pruned while the endpoint was disabled, it was never sent */
                                state: "pending" | "delivered" | "missed";
                                /**
                                 * Format: date-time
                                 * @description When the message was made
                                 */
                                created_at: string;
                                /** @description Each attempt, oldest first */
                                attempts: {
                                    /**
                                     * Format: date-time
                                     * @description When the attempt was made
                                     */
                                    at: string;
                                    /** @description The receiver’s status; null when none came */
                                    status: number | null;
                                    /** @description Why no status came; else null */
                                    error: string | null;
                                    duration_ms: number;
                                }[];
                            }[];
                            /** @description Pass it as cursor for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ats/application-steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or export application steps
         * @description A page of the records, in id order: pass `next_cursor` as `cursor` for the next one (null on the last page). With `Accept: application/x-ndjson` or `Accept: text/csv`, every matching record is streamed instead (one JSON object per line; or CSV with a header row).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only records whose job_offer_reference is exactly this text (an identifier sent as an integer is its decimal text) */
                    job_offer_reference?: string;
                    /** @description Only records whose subsidiary is exactly this text (an identifier sent as an integer is its decimal text) */
                    subsidiary?: string;
                    /** @description Only records whose source is exactly this text (an identifier sent as an integer is its decimal text) */
                    source?: string;
                    /** @description Only records whose step is exactly this text (an identifier sent as an integer is its decimal text) */
                    step?: string;
                    /** @description Only records whose application_ats_id is exactly this text (an identifier sent as an integer is its decimal text) */
                    application_ats_id?: string;
                    /** @description Only records whose candidate_ats_id is exactly this text (an identifier sent as an integer is its decimal text) */
                    candidate_ats_id?: string;
                    /** @description Only records whose recorded_at is at or after this */
                    recorded_from?: string;
                    /** @description Only records whose recorded_at is before this */
                    recorded_to?: string;
                    /** @description Only records created or changed at or after this instant (updated_at) */
                    updated_since?: string;
                    /** @description Records per page; ignored by exports */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                    /**
                     * @description Only these fields of each record (JSON, NDJSON and the columns of CSV), in the record’s order; all of them when left out
                     * @example id,recorded_at
                     */
                    fields?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id?: number;
                                /** Format: date-time */
                                recorded_at?: string;
                                job_offer_reference?: string;
                                job_offer_reference_2?: string | null;
                                job_offer_reference_3?: string | null;
                                job_offer_title?: string | null;
                                /** Format: date-time */
                                candidate_creation_date?: string | null;
                                candidate_mail?: string | null;
                                candidate_phone?: string | null;
                                candidate_ats_id?: string;
                                source?: string | null;
                                step?: string;
                                step_ats_id?: string | null;
                                application_ats_id?: string;
                                subsidiary?: string | null;
                                subsidiary_ats_id?: string | null;
                                /** Format: date-time */
                                created_at?: string;
                                /** Format: date-time */
                                updated_at?: string;
                            }[];
                            next_cursor: string | null;
                        };
                        "application/x-ndjson": string;
                        "text/csv": string;
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Accept names none of the types the endpoint can answer in */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Store a batch of application steps
         * @description At most 5000 items. Each item is validated on its own; the valid ones are stored together, a re-sent natural key (application_ats_id, step, recorded_at) updating its record and keeping its id. `Prefer: return=minimal` leaves `data` out, and so does `dry_run=true`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description true: validate and answer as the real request would, storing, counting and logging nothing (a batch answers without `data`) */
                    dry_run?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        recorded_at: string;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference: string | number;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference_2?: string | number | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference_3?: string | number | null;
                        job_offer_title?: string | null;
                        /** Format: date-time */
                        candidate_creation_date?: string | null;
                        /** Format: email */
                        candidate_mail?: string | null;
                        /** Format: phone */
                        candidate_phone?: string | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        candidate_ats_id: string | number;
                        source?: string | null;
                        step: string;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        step_ats_id?: string | number | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        application_ats_id: string | number;
                        subsidiary?: string | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        subsidiary_ats_id?: string | number | null;
                    }[];
                };
            };
            responses: {
                /** @description The batch was empty: nothing stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Every item stored; `data` in request order, each with its id */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data?: {
                                id: number;
                                /** Format: date-time */
                                recorded_at: string;
                                job_offer_reference: string;
                                job_offer_reference_2: string | null;
                                job_offer_reference_3: string | null;
                                job_offer_title: string | null;
                                /** Format: date-time */
                                candidate_creation_date: string | null;
                                candidate_mail: string | null;
                                candidate_phone: string | null;
                                candidate_ats_id: string;
                                source: string | null;
                                step: string;
                                step_ats_id: string | null;
                                application_ats_id: string;
                                subsidiary: string | null;
                                subsidiary_ats_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Some items stored (`data`), some rejected (`errors`, by request index) */
                207: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data?: {
                                id: number;
                                /** Format: date-time */
                                recorded_at: string;
                                job_offer_reference: string;
                                job_offer_reference_2: string | null;
                                job_offer_reference_3: string | null;
                                job_offer_title: string | null;
                                /** Format: date-time */
                                candidate_creation_date: string | null;
                                candidate_mail: string | null;
                                candidate_phone: string | null;
                                candidate_ats_id: string;
                                source: string | null;
                                step: string;
                                step_ats_id: string | null;
                                application_ats_id: string;
                                subsidiary: string | null;
                                subsidiary_ats_id: string | null;
                            }[];
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ats/application-steps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one application step */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** Format: date-time */
                                recorded_at: string;
                                job_offer_reference: string;
                                job_offer_reference_2: string | null;
                                job_offer_reference_3: string | null;
                                job_offer_title: string | null;
                                /** Format: date-time */
                                candidate_creation_date: string | null;
                                candidate_mail: string | null;
                                candidate_phone: string | null;
                                candidate_ats_id: string;
                                source: string | null;
                                step: string;
                                step_ats_id: string | null;
                                application_ats_id: string;
                                subsidiary: string | null;
                                subsidiary_ats_id: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some fields of one application step
         * @description Any subset of the fields, typed as on creation; a required field may not be set to null or empty. An empty object, or one whose every value is the one stored, changes nothing (updated_at stays).
         */
        patch: {
            parameters: {
                query?: {
                    /** @description true: validate and answer as the real request would, storing, counting and logging nothing (a batch answers without `data`) */
                    dry_run?: "true" | "false";
                };
                header?: never;
                path: {
                    /** @description A positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        recorded_at?: string;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference?: string | number;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference_2?: string | number | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference_3?: string | number | null;
                        job_offer_title?: string | null;
                        /** Format: date-time */
                        candidate_creation_date?: string | null;
                        /** Format: email */
                        candidate_mail?: string | null;
                        /** Format: phone */
                        candidate_phone?: string | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        candidate_ats_id?: string | number;
                        source?: string | null;
                        step?: string;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        step_ats_id?: string | number | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        application_ats_id?: string | number;
                        subsidiary?: string | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        subsidiary_ats_id?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description The application step as stored after the change (without its id), or as it would be (dry_run) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                /** Format: date-time */
                                recorded_at: string;
                                job_offer_reference: string;
                                job_offer_reference_2: string | null;
                                job_offer_reference_3: string | null;
                                job_offer_title: string | null;
                                /** Format: date-time */
                                candidate_creation_date: string | null;
                                candidate_mail: string | null;
                                candidate_phone: string | null;
                                candidate_ats_id: string;
                                source: string | null;
                                step: string;
                                step_ats_id: string | null;
                                application_ats_id: string;
                                subsidiary: string | null;
                                subsidiary_ats_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The change would give the record another record’s natural key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v3/jobboard/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or export activities
         * @description A page of the records, in id order: pass `next_cursor` as `cursor` for the next one (null on the last page). With `Accept: application/x-ndjson` or `Accept: text/csv`, every matching record is streamed instead (one JSON object per line; or CSV with a header row).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only records whose job_offer_reference is exactly this text (an identifier sent as an integer is its decimal text) */
                    job_offer_reference?: string;
                    /** @description Only records whose subsidiary is exactly this text (an identifier sent as an integer is its decimal text) */
                    subsidiary?: string;
                    /** @description Only records whose status is exactly this text (an identifier sent as an integer is its decimal text) */
                    status?: string;
                    /** @description Only records whose recorded_at is at or after this */
                    recorded_from?: string;
                    /** @description Only records whose recorded_at is before this */
                    recorded_to?: string;
                    /** @description Only records created or changed at or after this instant (updated_at) */
                    updated_since?: string;
                    /** @description Records per page; ignored by exports */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                    /**
                     * @description Only these fields of each record (JSON, NDJSON and the columns of CSV), in the record’s order; all of them when left out
                     * @example id,recorded_at
                     */
                    fields?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id?: number;
                                /** Format: date */
                                recorded_at?: string;
                                job_offer_reference?: string;
                                job_offer_reference_2?: string | null;
                                job_offer_reference_3?: string | null;
                                job_offer_title?: string | null;
                                status?: string;
                                subsidiary?: string | null;
                                subsidiary_jobboard_id?: string | null;
                                count?: number;
                                /** Format: date-time */
                                created_at?: string;
                                /** Format: date-time */
                                updated_at?: string;
                            }[];
                            next_cursor: string | null;
                        };
                        "application/x-ndjson": string;
                        "text/csv": string;
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Accept names none of the types the endpoint can answer in */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Store a batch of activities
         * @description At most 5000 items. Each item is validated on its own; the valid ones are stored together, a re-sent natural key (recorded_at, job_offer_reference, status, subsidiary_jobboard_id) updating its record and keeping its id. `Prefer: return=minimal` leaves `data` out, and so does `dry_run=true`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description true: validate and answer as the real request would, storing, counting and logging nothing (a batch answers without `data`) */
                    dry_run?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        recorded_at: string;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference: string | number;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference_2?: string | number | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        job_offer_reference_3?: string | number | null;
                        job_offer_title?: string | null;
                        /** @enum {string} */
                        status: "job_offer_impression" | "job_offer_view" | "apply_click" | "application";
                        subsidiary?: string | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        subsidiary_jobboard_id?: string | number | null;
                        count: number;
                    }[];
                };
            };
            responses: {
                /** @description The batch was empty: nothing stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Every item stored; `data` in request order, each with its id */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data?: {
                                id: number;
                                /** Format: date */
                                recorded_at: string;
                                job_offer_reference: string;
                                job_offer_reference_2: string | null;
                                job_offer_reference_3: string | null;
                                job_offer_title: string | null;
                                status: string;
                                subsidiary: string | null;
                                subsidiary_jobboard_id: string | null;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description Some items stored (`data`), some rejected (`errors`, by request index) */
                207: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data?: {
                                id: number;
                                /** Format: date */
                                recorded_at: string;
                                job_offer_reference: string;
                                job_offer_reference_2: string | null;
                                job_offer_reference_3: string | null;
                                job_offer_title: string | null;
                                status: string;
                                subsidiary: string | null;
                                subsidiary_jobboard_id: string | null;
                                count: number;
                            }[];
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/jobboard/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** Format: date */
                                recorded_at: string;
                                job_offer_reference: string;
                                job_offer_reference_2: string | null;
                                job_offer_reference_3: string | null;
                                job_offer_title: string | null;
                                status: string;
                                subsidiary: string | null;
                                subsidiary_jobboard_id: string | null;
                                count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/jobboard/job-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or export job offers
         * @description A page of the records, in id order: pass `next_cursor` as `cursor` for the next one (null on the last page). With `Accept: application/x-ndjson` or `Accept: text/csv`, every matching record is streamed instead (one JSON object per line; or CSV with a header row).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only records whose reference is exactly this text (an identifier sent as an integer is its decimal text) */
                    reference?: string;
                    /** @description Only records whose subsidiary is exactly this text (an identifier sent as an integer is its decimal text) */
                    subsidiary?: string;
                    /** @description Only records created or changed at or after this instant (updated_at) */
                    updated_since?: string;
                    /** @description Records per page; ignored by exports */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                    /**
                     * @description Only these fields of each record (JSON, NDJSON and the columns of CSV), in the record’s order; all of them when left out
                     * @example id,title
                     */
                    fields?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id?: number;
                                title?: string | null;
                                reference?: string;
                                reference_2?: string | null;
                                reference_3?: string | null;
                                subsidiary?: string | null;
                                subsidiary_jobboard_id?: string | null;
                                description?: string | null;
                                /** Format: date-time */
                                created_at?: string;
                                /** Format: date-time */
                                updated_at?: string;
                            }[];
                            next_cursor: string | null;
                        };
                        "application/x-ndjson": string;
                        "text/csv": string;
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Accept names none of the types the endpoint can answer in */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Store a batch of job offers
         * @description At most 5000 items. Each item is validated on its own; the valid ones are stored together, a re-sent natural key (reference) updating its record and keeping its id. `Prefer: return=minimal` leaves `data` out, and so does `dry_run=true`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description true: validate and answer as the real request would, storing, counting and logging nothing (a batch answers without `data`) */
                    dry_run?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        reference: string | number;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        reference_2?: string | number | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        reference_3?: string | number | null;
                        subsidiary?: string | null;
                        /** @description A string, or an integer that is stored and returned as its decimal text. */
                        subsidiary_jobboard_id?: string | number | null;
                        description?: string | null;
                    }[];
                };
            };
            responses: {
                /** @description The batch was empty: nothing stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Every item stored; `data` in request order, each with its id */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data?: {
                                id: number;
                                title: string | null;
                                reference: string;
                                reference_2: string | null;
                                reference_3: string | null;
                                subsidiary: string | null;
                                subsidiary_jobboard_id: string | null;
                                description: string | null;
                            }[];
                        };
                    };
                };
                /** @description Some items stored (`data`), some rejected (`errors`, by request index) */
                207: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data?: {
                                id: number;
                                title: string | null;
                                reference: string;
                                reference_2: string | null;
                                reference_3: string | null;
                                subsidiary: string | null;
                                subsidiary_jobboard_id: string | null;
                                description: string | null;
                            }[];
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/jobboard/job-offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one job offer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                title: string | null;
                                reference: string;
                                reference_2: string | null;
                                reference_3: string | null;
                                subsidiary: string | null;
                                subsidiary_jobboard_id: string | null;
                                description: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change to the calling client’s records, in one order
         * @description Events: created, updated, personal_data_erased (of application steps only) of each resource's records. Follow `next_after`: every committed change appears exactly once, in one order, and no event ever appears before one already returned. Kept CHANGES_RETENTION_DAYS (7) days: an `after` before the oldest kept is 410.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The `next_after` of the page before, or any event’s `sequence`; left out: from the oldest kept */
                    after?: string;
                    /** @description Events per page */
                    limit?: number;
                    /**
                     * @description Only the events of these types
                     * @example application_step.created,application_step.updated
                     */
                    types?: string;
                    /** @description `data`: each event with its record as it is now */
                    include?: "data";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of events, in sequence order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 2 events",
                         *       "data": [
                         *         {
                         *           "sequence": "0000000000000000042",
                         *           "type": "application_step.created",
                         *           "resource": "application-steps",
                         *           "id": 123,
                         *           "occurred_at": "2026-11-20T10:15:02.120Z",
                         *           "data": {
                         *             "id": 123,
                         *             "recorded_at": "2026-11-20T10:15:00.000Z",
                         *             "job_offer_reference": "JO-2026-042",
                         *             "job_offer_reference_2": null,
                         *             "job_offer_reference_3": null,
                         *             "job_offer_title": "Data engineer",
                         *             "candidate_creation_date": "2026-11-18T08:00:00.000Z",
                         *             "candidate_mail": "jane.doe@example.org",
                         *             "candidate_phone": "+33 6 12 34 56 78",
                         *             "candidate_ats_id": "C-81723",
                         *             "source": "jobboard-a",
                         *             "step": "interview",
                         *             "step_ats_id": "4",
                         *             "application_ats_id": "A-99812",
                         *             "subsidiary": "Paris",
                         *             "subsidiary_ats_id": null,
                         *             "created_at": "2026-11-20T10:15:02.120Z",
                         *             "updated_at": "2026-11-20T10:15:02.120Z"
                         *           }
                         *         },
                         *         {
                         *           "sequence": "0000000000000000043",
                         *           "type": "application_step.personal_data_erased",
                         *           "resource": "application-steps",
                         *           "id": 97,
                         *           "occurred_at": "2026-11-20T10:16:40.503Z",
                         *           "data": {
                         *             "id": 97,
                         *             "recorded_at": "2026-05-04T08:30:00.000Z",
                         *             "job_offer_reference": "JO-2026-042",
                         *             "job_offer_reference_2": null,
                         *             "job_offer_reference_3": null,
                         *             "job_offer_title": "Data engineer",
                         *             "candidate_creation_date": "2026-05-02T16:20:00.000Z",
                         *             "candidate_mail": null,
                         *             "candidate_phone": null,
                         *             "candidate_ats_id": "C-1",
                         *             "source": "jobboard-a",
                         *             "step": "applied",
                         *             "step_ats_id": null,
                         *             "application_ats_id": "A-2",
                         *             "subsidiary": "Paris",
                         *             "subsidiary_ats_id": null,
                         *             "created_at": "2026-05-04T08:30:01.000Z",
                         *             "updated_at": "2026-11-20T10:16:40.503Z"
                         *           }
                         *         }
                         *       ],
                         *       "next_after": "0000000000000000043"
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description Opaque, 19 characters; their byte order is the feed's order */
                                sequence: string;
                                /** @enum {string} */
                                type: "application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated";
                                /**
                                 * @description The path name of the record’s resource
                                 * @enum {string}
                                 */
                                resource: "application-steps" | "activities" | "job-offers";
                                /** @description The record’s id */
                                id: number;
                                /**
                                 * Format: date-time
                                 * @description When the change was made (the writing node’s clock)
                                 */
                                occurred_at: string;
                                /** @description With `include=data`: the record as the read side returns it now, not as it was at the event (an erased e-mail is null); null if it no longer exists */
                                data?: {
                                    id: number;
                                    /** Format: date-time */
                                    recorded_at: string;
                                    job_offer_reference: string;
                                    job_offer_reference_2: string | null;
                                    job_offer_reference_3: string | null;
                                    job_offer_title: string | null;
                                    /** Format: date-time */
                                    candidate_creation_date: string | null;
                                    candidate_mail: string | null;
                                    candidate_phone: string | null;
                                    candidate_ats_id: string;
                                    source: string | null;
                                    step: string;
                                    step_ats_id: string | null;
                                    application_ats_id: string;
                                    subsidiary: string | null;
                                    subsidiary_ats_id: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | {
                                    id: number;
                                    /** Format: date */
                                    recorded_at: string;
                                    job_offer_reference: string;
                                    job_offer_reference_2: string | null;
                                    job_offer_reference_3: string | null;
                                    job_offer_title: string | null;
                                    status: string;
                                    subsidiary: string | null;
                                    subsidiary_jobboard_id: string | null;
                                    count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | {
                                    id: number;
                                    title: string | null;
                                    reference: string;
                                    reference_2: string | null;
                                    reference_3: string | null;
                                    subsidiary: string | null;
                                    subsidiary_jobboard_id: string | null;
                                    description: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                            }[];
                            /** @description The last event’s sequence, or the `after` given when the page is empty: poll with it */
                            next_after: string;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The events after `after` are no longer kept: the message says how to resynchronise with `updated_since`, and where the feed starts */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client’s webhook endpoints
         * @description Each with its last delivery and backlog, by id; never a secret.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every endpoint of the client, by id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 webhook endpoint",
                         *       "data": [
                         *         {
                         *           "id": 3,
                         *           "url": "https://hooks.example.com/intake",
                         *           "types": [
                         *             "application_step.created"
                         *           ],
                         *           "description": "Our ATS sync",
                         *           "events_per_message": 100,
                         *           "enabled": true,
                         *           "disabled_reason": null,
                         *           "created_at": "2026-11-20T10:15:02.120Z",
                         *           "last_delivery": {
                         *             "at": "2026-11-20T10:16:00.481Z",
                         *             "status": 204,
                         *             "ok": true
                         *           },
                         *           "backlog": 0
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @description Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed */
                                url: string;
                                /** @description The event types sent (of application_step.created, application_step.updated, application_step.personal_data_erased, activity.created, activity.updated, job_offer.created, job_offer.updated); null: every type, those added later included */
                                types: ("application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated")[] | null;
                                /** @description A label for people */
                                description: string | null;
                                /** @description The most events one message holds (default 100) */
                                events_per_message: number;
                                enabled: boolean;
                                /** @description Why it is disabled: `disabled by the client`, or the delivery’s own reason; null while enabled */
                                disabled_reason: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was created
                                 */
                                created_at: string;
                                /** @description The newest attempt of any of its messages; null before the first */
                                last_delivery: {
                                    /**
                                     * Format: date-time
                                     * @description When the attempt was made
                                     */
                                    at: string;
                                    /** @description The receiver’s status; null when none came (the log says why) */
                                    status: number | null;
                                    /** @description The status was 2xx */
                                    ok: boolean;
                                } | null;
                                /** @description Events of its types not yet delivered: those of the pending message and those after it (replays aside) */
                                backlog: number;
                            }[];
                        };
                    };
                };
                /** @description A query parameter was sent, and this endpoint takes none: each entry names one, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Make a webhook endpoint; its secret is shown once
         * @description The endpoint receives the events that commit from now on, of its `types`, as signed messages (the `intake.changes` webhook of this document). At most MAX_WEBHOOKS_PER_CLIENT (10) per client.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "url": "https://hooks.example.com/intake",
                     *       "types": [
                     *         "application_step.created"
                     *       ],
                     *       "description": "Our ATS sync"
                     *     }
                     */
                    "application/json": {
                        /** @description Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed */
                        url: string;
                        /** @description The event types sent (of application_step.created, application_step.updated, application_step.personal_data_erased, activity.created, activity.updated, job_offer.created, job_offer.updated); null: every type, those added later included */
                        types?: ("application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated")[] | null;
                        /** @description A label for people */
                        description?: string | null;
                        /** @description The most events one message holds (default 100) */
                        events_per_message?: number;
                    };
                };
            };
            responses: {
                /** @description The endpoint was created; its secret is in this answer and nowhere else */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Created webhook endpoint 3",
                         *       "data": [
                         *         {
                         *           "id": 3,
                         *           "url": "https://hooks.example.com/intake",
                         *           "types": [
                         *             "application_step.created"
                         *           ],
                         *           "description": "Our ATS sync",
                         *           "events_per_message": 100,
                         *           "enabled": true,
                         *           "disabled_reason": null,
                         *           "created_at": "2026-11-20T10:15:02.120Z",
                         *           "last_delivery": null,
                         *           "backlog": 0,
                         *           "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @description Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed */
                                url: string;
                                /** @description The event types sent (of application_step.created, application_step.updated, application_step.personal_data_erased, activity.created, activity.updated, job_offer.created, job_offer.updated); null: every type, those added later included */
                                types: ("application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated")[] | null;
                                /** @description A label for people */
                                description: string | null;
                                /** @description The most events one message holds (default 100) */
                                events_per_message: number;
                                enabled: boolean;
                                /** @description Why it is disabled: `disabled by the client`, or the delivery’s own reason; null while enabled */
                                disabled_reason: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was created
                                 */
                                created_at: string;
                                /** @description The newest attempt of any of its messages; null before the first */
                                last_delivery: {
                                    /**
                                     * Format: date-time
                                     * @description When the attempt was made
                                     */
                                    at: string;
                                    /** @description The receiver’s status; null when none came (the log says why) */
                                    status: number | null;
                                    /** @description The status was 2xx */
                                    ok: boolean;
                                } | null;
                                /** @description Events of its types not yet delivered: those of the pending message and those after it (replays aside) */
                                backlog: number;
                                /** @description The signing secret, `whsec_` and base64: shown this once (keep it to verify messages) */
                                secret: string;
                            }[];
                        };
                    };
                };
                /** @description The body is invalid (an unknown event type is `not_allowed_value`), or the URL is refused (`webhook_url_refused`, the message names the rule) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The client already has MAX_WEBHOOKS_PER_CLIENT endpoints (`too_many_webhooks`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description With its last delivery and backlog; never its secret.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 webhook endpoint",
                         *       "data": [
                         *         {
                         *           "id": 3,
                         *           "url": "https://hooks.example.com/intake",
                         *           "types": [
                         *             "application_step.created"
                         *           ],
                         *           "description": "Our ATS sync",
                         *           "events_per_message": 100,
                         *           "enabled": true,
                         *           "disabled_reason": null,
                         *           "created_at": "2026-11-20T10:15:02.120Z",
                         *           "last_delivery": {
                         *             "at": "2026-11-20T10:16:00.481Z",
                         *             "status": 204,
                         *             "ok": true
                         *           },
                         *           "backlog": 0
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @description Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed */
                                url: string;
                                /** @description The event types sent (of application_step.created, application_step.updated, application_step.personal_data_erased, activity.created, activity.updated, job_offer.created, job_offer.updated); null: every type, those added later included */
                                types: ("application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated")[] | null;
                                /** @description A label for people */
                                description: string | null;
                                /** @description The most events one message holds (default 100) */
                                events_per_message: number;
                                enabled: boolean;
                                /** @description Why it is disabled: `disabled by the client`, or the delivery’s own reason; null while enabled */
                                disabled_reason: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was created
                                 */
                                created_at: string;
                                /** @description The newest attempt of any of its messages; null before the first */
                                last_delivery: {
                                    /**
                                     * Format: date-time
                                     * @description When the attempt was made
                                     */
                                    at: string;
                                    /** @description The receiver’s status; null when none came (the log says why) */
                                    status: number | null;
                                    /** @description The status was 2xx */
                                    ok: boolean;
                                } | null;
                                /** @description Events of its types not yet delivered: those of the pending message and those after it (replays aside) */
                                backlog: number;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description With its log of messages and its replays. A message being sent may still arrive.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Any of its fields. `enabled: false` stops its messages (`disabled_reason`: `disabled by the client`); `enabled: true` clears the reason and tries the pending message at once, with the whole retry schedule again. A message already made keeps the types it was made with.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed */
                        url?: string;
                        /** @description The event types sent (of application_step.created, application_step.updated, application_step.personal_data_erased, activity.created, activity.updated, job_offer.created, job_offer.updated); null: every type, those added later included */
                        types?: ("application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated")[] | null;
                        /** @description A label for people */
                        description?: string | null;
                        /** @description The most events one message holds (default 100) */
                        events_per_message?: number;
                        /** @description false: no message is sent until it is true again. true: the pending message is tried at once, with the whole retry schedule again; nothing is skipped */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description The endpoint as changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 webhook endpoint",
                         *       "data": [
                         *         {
                         *           "id": 3,
                         *           "url": "https://hooks.example.com/intake",
                         *           "types": [
                         *             "application_step.created"
                         *           ],
                         *           "description": "Our ATS sync",
                         *           "events_per_message": 100,
                         *           "enabled": true,
                         *           "disabled_reason": null,
                         *           "created_at": "2026-11-20T10:15:02.120Z",
                         *           "last_delivery": {
                         *             "at": "2026-11-20T10:16:00.481Z",
                         *             "status": 204,
                         *             "ok": true
                         *           },
                         *           "backlog": 0
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @description Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed */
                                url: string;
                                /** @description The event types sent (of application_step.created, application_step.updated, application_step.personal_data_erased, activity.created, activity.updated, job_offer.created, job_offer.updated); null: every type, those added later included */
                                types: ("application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated")[] | null;
                                /** @description A label for people */
                                description: string | null;
                                /** @description The most events one message holds (default 100) */
                                events_per_message: number;
                                enabled: boolean;
                                /** @description Why it is disabled: `disabled by the client`, or the delivery’s own reason; null while enabled */
                                disabled_reason: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was created
                                 */
                                created_at: string;
                                /** @description The newest attempt of any of its messages; null before the first */
                                last_delivery: {
                                    /**
                                     * Format: date-time
                                     * @description When the attempt was made
                                     */
                                    at: string;
                                    /** @description The receiver’s status; null when none came (the log says why) */
                                    status: number | null;
                                    /** @description The status was 2xx */
                                    ok: boolean;
                                } | null;
                                /** @description Events of its types not yet delivered: those of the pending message and those after it (replays aside) */
                                backlog: number;
                            }[];
                        };
                    };
                };
                /** @description The body is invalid (an unknown event type is `not_allowed_value`), or the URL is refused (`webhook_url_refused`, the message names the rule) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v3/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a webhook endpoint a new secret, shown once
         * @description Messages carry a signature of the new secret and, for 24 hours, of the one it replaces: a receiver switches to the new one meanwhile. A secret older than that is dropped.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint has a new secret; messages carry a signature of each secret still valid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Rotated the secret of webhook endpoint 3",
                         *       "data": [
                         *         {
                         *           "id": 3,
                         *           "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                         *           "previous_secret_expires_at": "2026-11-21T10:15:02.120Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @description The new signing secret: shown this once */
                                secret: string;
                                /**
                                 * Format: date-time
                                 * @description Until when the secret it replaces still signs messages, beside it
                                 */
                                previous_secret_expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook endpoint a test message, now
         * @description One message of type `webhook.test`, signed like every other, sent once at once (no retry, not in the log, whether the endpoint is enabled or not): `{"type": "webhook.test", "timestamp", "data": {"events": [{"sequence": "0000000000000000000", "type": "webhook.test", "resource": null, "id": null, "occurred_at"}]}}`, `timestamp` and `occurred_at` the time it was sent. The answer says what the receiver answered, or why it did not.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The test message was sent once, now: what the receiver answered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "The receiver answered 204",
                         *       "data": [
                         *         {
                         *           "status": 204,
                         *           "error": null,
                         *           "duration_ms": 81
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The receiver’s status; null when none came */
                                status: number | null;
                                /** @description Why no status came (refused address, connection, timeout); else null */
                                error: string | null;
                                duration_ms: number;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook endpoint past events again
         * @description The events of its types after `after`, or since `since`, up to the feed’s head now, as messages marked `replay`: after the events already owed to it, before later ones. A start before the events kept (CHANGES_RETENTION_DAYS) is 410 `changes_expired`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Exactly one of `after` and `since` */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Replay the events after this sequence: a `sequence` of the feed or of a message (19 digits) */
                        after?: string;
                        /**
                         * Format: date-time
                         * @description Replay the events that occurred at or after this instant
                         */
                        since?: string;
                    };
                };
            };
            responses: {
                /** @description The replay is queued: its messages (marked `replay`) follow the events already owed, before later ones */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Replaying the events after 0000000000000000041 through 0000000000000000057",
                         *       "data": [
                         *         {
                         *           "after": "0000000000000000041",
                         *           "through": "0000000000000000057"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The replay holds the events after this sequence (19 digits) */
                                after: string;
                                /** @description … up to this one, the feed’s head when asked (19 digits) */
                                through: string;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The endpoint has 10 replays waiting already (`too_many_replays`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The events after `after` are no longer kept: the message says how to resynchronise with `updated_since`, and where the feed starts */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint’s messages, newest first
         * @description Its messages newest first, each with its events’ first and last sequences and count, its state and every attempt (when, the status or why none came, how long). Never a message’s body: erased personal data cannot survive in the log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Messages per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description The endpoint’s id, a positive integer */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the endpoint’s messages, newest first (never their bodies) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 message",
                         *       "data": [
                         *         {
                         *           "webhook_id": "msg_5b0e7c1d2f3a4b5c6d7e8f9012345678",
                         *           "first_sequence": "0000000000000000042",
                         *           "last_sequence": "0000000000000000057",
                         *           "events": 9,
                         *           "replay": false,
                         *           "state": "delivered",
                         *           "created_at": "2026-11-20T10:16:00.302Z",
                         *           "attempts": [
                         *             {
                         *               "at": "2026-11-20T10:16:00.310Z",
                         *               "status": 503,
                         *               "error": null,
                         *               "duration_ms": 120
                         *             },
                         *             {
                         *               "at": "2026-11-20T10:16:05.320Z",
                         *               "status": 204,
                         *               "error": null,
                         *               "duration_ms": 81
                         *             }
                         *           ]
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The message’s `webhook-id`, the same on each attempt */
                                webhook_id: string;
                                /** @description Its first event’s sequence; null when it holds none */
                                first_sequence: string | null;
                                /** @description Its last event’s sequence; null when it holds none */
                                last_sequence: string | null;
                                events: number;
                                /** @description It is part of a replay */
                                replay: boolean;
                                /** @description `pending`: not delivered yet (at most one per endpoint); `delivered`: a 2xx came; `missed`: its events were pruned while the endpoint was disabled, it was never sent */
                                state: "pending" | "delivered" | "missed";
                                /**
                                 * Format: date-time
                                 * @description When the message was made
                                 */
                                created_at: string;
                                /** @description Each attempt, oldest first */
                                attempts: {
                                    /**
                                     * Format: date-time
                                     * @description When the attempt was made
                                     */
                                    at: string;
                                    /** @description The receiver’s status; null when none came */
                                    status: number | null;
                                    /** @description Why no status came; else null */
                                    error: string | null;
                                    duration_ms: number;
                                }[];
                            }[];
                            /** @description Pass it as cursor for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/reports/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The recruitment funnel per job offer, subsidiary, source or day
         * @description The steps recorded from `from` (included) to `to` (excluded), UTC days, at most 366 days, and the activity counts of those days, per group, in order of applications (most first), then of group (byte order, the group without a value last). One page of `limit` groups; `next_cursor` asks for the next one (it carries from, to and group_by) and is null on the last page. The report is computed whole, and its pages, the first included, are answered from it for REPORT_RESULTS_KEPT_MS (by default a minute): a page may not yet count what was written since.
         */
        get: {
            parameters: {
                query: {
                    /** @description The first day of the range (UTC), included */
                    from: string;
                    /** @description The day after the range (UTC): excluded */
                    to: string;
                    /** @description day: the UTC calendar day of recorded_at */
                    group_by?: "job_offer_reference" | "subsidiary" | "source" | "day";
                    /** @description Groups per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The value of the grouped field (YYYY-MM-DD by day); null for the records without one */
                                group: string | null;
                                /** @description Distinct applications (application_ats_id) with at least one step recorded in the range */
                                applications: number;
                                /** @description For each step recorded in the range: the distinct applications that reached it */
                                steps: {
                                    [key: string]: number;
                                };
                                /** @description For each configured status, the sum of the counts of the days in the range (0 when none); null by source, since activities have no source */
                                activities: {
                                    job_offer_impression: number;
                                    job_offer_view: number;
                                    apply_click: number;
                                    application: number;
                                } | null;
                                /** @description applications / the sum of job_offer_view counts; null when that sum is 0, and by source */
                                conversion: number | null;
                            }[];
                            /** @description Pass it as cursor for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's pipeline, and the step values it leaves unmapped
         * @description The stages in order (the last is the hire) and the outcomes, each with the `step` values that mean it: as set by PUT, or the default pipeline until then.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pipeline, and the step values it leaves unmapped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "stages": [
                         *         {
                         *           "name": "applied",
                         *           "steps": [
                         *             "applied",
                         *             "application",
                         *             "applicant",
                         *             "new",
                         *             "new applicant",
                         *             "submitted",
                         *             "sourced"
                         *           ]
                         *         },
                         *         {
                         *           "name": "screened",
                         *           "steps": [
                         *             "screened",
                         *             "screening",
                         *             "screen",
                         *             "phone screen",
                         *             "review",
                         *             "reviewed",
                         *             "in review",
                         *             "qualified",
                         *             "shortlisted"
                         *           ]
                         *         },
                         *         {
                         *           "name": "interviewed",
                         *           "steps": [
                         *             "interview",
                         *             "interviewed",
                         *             "interviewing",
                         *             "onsite",
                         *             "on-site",
                         *             "assessment",
                         *             "technical interview",
                         *             "final interview"
                         *           ]
                         *         },
                         *         {
                         *           "name": "offer",
                         *           "steps": [
                         *             "offer",
                         *             "offered",
                         *             "offer sent",
                         *             "offer extended"
                         *           ]
                         *         },
                         *         {
                         *           "name": "hired",
                         *           "steps": [
                         *             "hired",
                         *             "hire",
                         *             "accepted offer",
                         *             "offer accepted",
                         *             "started"
                         *           ]
                         *         }
                         *       ],
                         *       "outcomes": {
                         *         "rejected": [
                         *           "rejected",
                         *           "declined",
                         *           "disqualified",
                         *           "not selected",
                         *           "unsuccessful",
                         *           "archived"
                         *         ],
                         *         "withdrawn": [
                         *           "withdrawn",
                         *           "withdrew",
                         *           "candidate withdrew",
                         *           "offer declined"
                         *         ]
                         *       },
                         *       "unmapped_steps": [
                         *         {
                         *           "step": "Talent pool",
                         *           "applications": 12
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @description In pipeline order; the last stage is the hire */
                            stages: {
                                /** @description Lower-case letters, digits and underscores, a letter first: a key of the reports */
                                name: string;
                                /** @description The `step` values that mean this stage (may be empty) */
                                steps: string[];
                            }[];
                            outcomes: {
                                /** @description The `step` values that mean the application was rejected */
                                rejected: string[];
                                /** @description The `step` values that mean the candidate withdrew */
                                withdrawn: string[];
                            };
                            /** @description The step values the client has sent that no stage or outcome holds, most applications first, at most 100 */
                            unmapped_steps: {
                                /** @description The value in its most used spelling */
                                step: string;
                                /** @description Distinct applications with a step of this value */
                                applications: number;
                            }[];
                        };
                    };
                };
                /** @description A query parameter was sent, and this endpoint takes none: each entry names one, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        /**
         * Replace the client's pipeline
         * @description Step values match with letters A to Z in either case and spaces at either end ignored; a value may belong to one stage or outcome only (400 `duplicate_value`), and two stages may not share a name. The reports read all the client’s steps, past ones included, through the new pipeline.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "stages": [
                     *         {
                     *           "name": "applied",
                     *           "steps": [
                     *             "applied",
                     *             "application",
                     *             "applicant",
                     *             "new",
                     *             "new applicant",
                     *             "submitted",
                     *             "sourced"
                     *           ]
                     *         },
                     *         {
                     *           "name": "screened",
                     *           "steps": [
                     *             "screened",
                     *             "screening",
                     *             "screen",
                     *             "phone screen",
                     *             "review",
                     *             "reviewed",
                     *             "in review",
                     *             "qualified",
                     *             "shortlisted"
                     *           ]
                     *         },
                     *         {
                     *           "name": "interviewed",
                     *           "steps": [
                     *             "interview",
                     *             "interviewed",
                     *             "interviewing",
                     *             "onsite",
                     *             "on-site",
                     *             "assessment",
                     *             "technical interview",
                     *             "final interview"
                     *           ]
                     *         },
                     *         {
                     *           "name": "offer",
                     *           "steps": [
                     *             "offer",
                     *             "offered",
                     *             "offer sent",
                     *             "offer extended"
                     *           ]
                     *         },
                     *         {
                     *           "name": "hired",
                     *           "steps": [
                     *             "hired",
                     *             "hire",
                     *             "accepted offer",
                     *             "offer accepted",
                     *             "started"
                     *           ]
                     *         }
                     *       ],
                     *       "outcomes": {
                     *         "rejected": [
                     *           "rejected",
                     *           "declined",
                     *           "disqualified",
                     *           "not selected",
                     *           "unsuccessful",
                     *           "archived"
                     *         ],
                     *         "withdrawn": [
                     *           "withdrawn",
                     *           "withdrew",
                     *           "candidate withdrew",
                     *           "offer declined"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description In pipeline order; the last stage is the hire */
                        stages: {
                            /** @description Lower-case letters, digits and underscores, a letter first: a key of the reports */
                            name: string;
                            /** @description The `step` values that mean this stage (may be empty) */
                            steps: string[];
                        }[];
                        outcomes: {
                            /** @description The `step` values that mean the application was rejected */
                            rejected: string[];
                            /** @description The `step` values that mean the candidate withdrew */
                            withdrawn: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description The pipeline, and the step values it leaves unmapped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "stages": [
                         *         {
                         *           "name": "applied",
                         *           "steps": [
                         *             "applied",
                         *             "application",
                         *             "applicant",
                         *             "new",
                         *             "new applicant",
                         *             "submitted",
                         *             "sourced"
                         *           ]
                         *         },
                         *         {
                         *           "name": "screened",
                         *           "steps": [
                         *             "screened",
                         *             "screening",
                         *             "screen",
                         *             "phone screen",
                         *             "review",
                         *             "reviewed",
                         *             "in review",
                         *             "qualified",
                         *             "shortlisted"
                         *           ]
                         *         },
                         *         {
                         *           "name": "interviewed",
                         *           "steps": [
                         *             "interview",
                         *             "interviewed",
                         *             "interviewing",
                         *             "onsite",
                         *             "on-site",
                         *             "assessment",
                         *             "technical interview",
                         *             "final interview"
                         *           ]
                         *         },
                         *         {
                         *           "name": "offer",
                         *           "steps": [
                         *             "offer",
                         *             "offered",
                         *             "offer sent",
                         *             "offer extended"
                         *           ]
                         *         },
                         *         {
                         *           "name": "hired",
                         *           "steps": [
                         *             "hired",
                         *             "hire",
                         *             "accepted offer",
                         *             "offer accepted",
                         *             "started"
                         *           ]
                         *         }
                         *       ],
                         *       "outcomes": {
                         *         "rejected": [
                         *           "rejected",
                         *           "declined",
                         *           "disqualified",
                         *           "not selected",
                         *           "unsuccessful",
                         *           "archived"
                         *         ],
                         *         "withdrawn": [
                         *           "withdrawn",
                         *           "withdrew",
                         *           "candidate withdrew",
                         *           "offer declined"
                         *         ]
                         *       },
                         *       "unmapped_steps": [
                         *         {
                         *           "step": "Talent pool",
                         *           "applications": 12
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @description In pipeline order; the last stage is the hire */
                            stages: {
                                /** @description Lower-case letters, digits and underscores, a letter first: a key of the reports */
                                name: string;
                                /** @description The `step` values that mean this stage (may be empty) */
                                steps: string[];
                            }[];
                            outcomes: {
                                /** @description The `step` values that mean the application was rejected */
                                rejected: string[];
                                /** @description The `step` values that mean the candidate withdrew */
                                withdrawn: string[];
                            };
                            /** @description The step values the client has sent that no stage or outcome holds, most applications first, at most 100 */
                            unmapped_steps: {
                                /** @description The value in its most used spelling */
                                step: string;
                                /** @description Distinct applications with a step of this value */
                                applications: number;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * Go back to the default pipeline
         * @description Forgets the pipeline set by PUT; answers the default one, as GET then does.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pipeline, and the step values it leaves unmapped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "stages": [
                         *         {
                         *           "name": "applied",
                         *           "steps": [
                         *             "applied",
                         *             "application",
                         *             "applicant",
                         *             "new",
                         *             "new applicant",
                         *             "submitted",
                         *             "sourced"
                         *           ]
                         *         },
                         *         {
                         *           "name": "screened",
                         *           "steps": [
                         *             "screened",
                         *             "screening",
                         *             "screen",
                         *             "phone screen",
                         *             "review",
                         *             "reviewed",
                         *             "in review",
                         *             "qualified",
                         *             "shortlisted"
                         *           ]
                         *         },
                         *         {
                         *           "name": "interviewed",
                         *           "steps": [
                         *             "interview",
                         *             "interviewed",
                         *             "interviewing",
                         *             "onsite",
                         *             "on-site",
                         *             "assessment",
                         *             "technical interview",
                         *             "final interview"
                         *           ]
                         *         },
                         *         {
                         *           "name": "offer",
                         *           "steps": [
                         *             "offer",
                         *             "offered",
                         *             "offer sent",
                         *             "offer extended"
                         *           ]
                         *         },
                         *         {
                         *           "name": "hired",
                         *           "steps": [
                         *             "hired",
                         *             "hire",
                         *             "accepted offer",
                         *             "offer accepted",
                         *             "started"
                         *           ]
                         *         }
                         *       ],
                         *       "outcomes": {
                         *         "rejected": [
                         *           "rejected",
                         *           "declined",
                         *           "disqualified",
                         *           "not selected",
                         *           "unsuccessful",
                         *           "archived"
                         *         ],
                         *         "withdrawn": [
                         *           "withdrawn",
                         *           "withdrew",
                         *           "candidate withdrew",
                         *           "offer declined"
                         *         ]
                         *       },
                         *       "unmapped_steps": [
                         *         {
                         *           "step": "Talent pool",
                         *           "applications": 12
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @description In pipeline order; the last stage is the hire */
                            stages: {
                                /** @description Lower-case letters, digits and underscores, a letter first: a key of the reports */
                                name: string;
                                /** @description The `step` values that mean this stage (may be empty) */
                                steps: string[];
                            }[];
                            outcomes: {
                                /** @description The `step` values that mean the application was rejected */
                                rejected: string[];
                                /** @description The `step` values that mean the candidate withdrew */
                                withdrawn: string[];
                            };
                            /** @description The step values the client has sent that no stage or outcome holds, most applications first, at most 100 */
                            unmapped_steps: {
                                /** @description The value in its most used spelling */
                                step: string;
                                /** @description Distinct applications with a step of this value */
                                applications: number;
                            }[];
                        };
                    };
                };
                /** @description A query parameter was sent, and this endpoint takes none: each entry names one, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/reports/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pipeline: stages in order, conversion, days to reach each stage, outcomes
         * @description The applications dated (by their first step) from `from` (included) to `to` (excluded), UTC days, at most 366 days, read through the client’s pipeline (GET /v3/pipeline), per group: periods by date, other groups by applications (most first), then by group (byte order, null last). Pages are cut from one computation kept for REPORT_RESULTS_KEPT_MS; `complete_as_of` says what it holds.
         */
        get: {
            parameters: {
                query: {
                    /** @description The first day of the cohort (UTC), included */
                    from: string;
                    /** @description The day after the cohort (UTC): excluded */
                    to: string;
                    /** @description none: one group; week: ISO weeks by their Monday; month: YYYY-MM */
                    group_by?: "none" | "job_offer_reference" | "subsidiary" | "source" | "week" | "month";
                    /** @description Only the applications of this job offer */
                    job_offer_reference?: string;
                    /** @description Only the applications of this subsidiary */
                    subsidiary?: string;
                    /** @description Only the applications from this source */
                    source?: string;
                    /** @description Groups per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Pipeline by source of the applications dated from 2026-11-01 to 2026-12-01 (excluded): 3 groups",
                         *       "data": [
                         *         {
                         *           "group": "linkedin",
                         *           "title": null,
                         *           "applications": 120,
                         *           "stages": [
                         *             {
                         *               "name": "applied",
                         *               "reached": 118,
                         *               "conversion": 0.9833,
                         *               "days_to_reach": {
                         *                 "median": 0,
                         *                 "p90": 0
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 2.5,
                         *                 "p90": 6.1
                         *               }
                         *             },
                         *             {
                         *               "name": "screened",
                         *               "reached": 70,
                         *               "conversion": 0.5932,
                         *               "days_to_reach": {
                         *                 "median": 2.5,
                         *                 "p90": 6.1
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 6,
                         *                 "p90": 12.4
                         *               }
                         *             },
                         *             {
                         *               "name": "interviewed",
                         *               "reached": 32,
                         *               "conversion": 0.4571,
                         *               "days_to_reach": {
                         *                 "median": 9.2,
                         *                 "p90": 17.5
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 7.8,
                         *                 "p90": 15
                         *               }
                         *             },
                         *             {
                         *               "name": "offer",
                         *               "reached": 12,
                         *               "conversion": 0.375,
                         *               "days_to_reach": {
                         *                 "median": 17.3,
                         *                 "p90": 30.2
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 5.1,
                         *                 "p90": 9.6
                         *               }
                         *             },
                         *             {
                         *               "name": "hired",
                         *               "reached": 6,
                         *               "conversion": 0.5,
                         *               "days_to_reach": {
                         *                 "median": 23.1,
                         *                 "p90": 41
                         *               },
                         *               "days_in_stage": null
                         *             }
                         *           ],
                         *           "outcomes": {
                         *             "hired": 6,
                         *             "rejected": 80,
                         *             "withdrawn": 4,
                         *             "in_progress": 30
                         *           },
                         *           "dropped_after": {
                         *             "applied": 40,
                         *             "screened": 30,
                         *             "interviewed": 12,
                         *             "offer": 2
                         *           },
                         *           "views": null,
                         *           "applications_per_view": null
                         *         },
                         *         {
                         *           "group": "jobboard-a",
                         *           "title": null,
                         *           "applications": 45,
                         *           "stages": [
                         *             {
                         *               "name": "applied",
                         *               "reached": 45,
                         *               "conversion": 1,
                         *               "days_to_reach": {
                         *                 "median": 0,
                         *                 "p90": 0
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 3,
                         *                 "p90": 7.2
                         *               }
                         *             },
                         *             {
                         *               "name": "screened",
                         *               "reached": 20,
                         *               "conversion": 0.4444,
                         *               "days_to_reach": {
                         *                 "median": 3,
                         *                 "p90": 7.2
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 5.5,
                         *                 "p90": 11
                         *               }
                         *             },
                         *             {
                         *               "name": "interviewed",
                         *               "reached": 8,
                         *               "conversion": 0.4,
                         *               "days_to_reach": {
                         *                 "median": 9.4,
                         *                 "p90": 16.8
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 6.2,
                         *                 "p90": 13.5
                         *               }
                         *             },
                         *             {
                         *               "name": "offer",
                         *               "reached": 2,
                         *               "conversion": 0.25,
                         *               "days_to_reach": {
                         *                 "median": 16.9,
                         *                 "p90": 27.3
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 4,
                         *                 "p90": 6.4
                         *               }
                         *             },
                         *             {
                         *               "name": "hired",
                         *               "reached": 1,
                         *               "conversion": 0.5,
                         *               "days_to_reach": {
                         *                 "median": 21.4,
                         *                 "p90": 21.4
                         *               },
                         *               "days_in_stage": null
                         *             }
                         *           ],
                         *           "outcomes": {
                         *             "hired": 1,
                         *             "rejected": 33,
                         *             "withdrawn": 2,
                         *             "in_progress": 9
                         *           },
                         *           "dropped_after": {
                         *             "applied": 20,
                         *             "screened": 10,
                         *             "interviewed": 4,
                         *             "offer": 1
                         *           },
                         *           "views": null,
                         *           "applications_per_view": null
                         *         },
                         *         {
                         *           "group": null,
                         *           "title": null,
                         *           "applications": 3,
                         *           "stages": [
                         *             {
                         *               "name": "applied",
                         *               "reached": 3,
                         *               "conversion": 1,
                         *               "days_to_reach": {
                         *                 "median": 0,
                         *                 "p90": 0
                         *               },
                         *               "days_in_stage": {
                         *                 "median": 1.5,
                         *                 "p90": 1.9
                         *               }
                         *             },
                         *             {
                         *               "name": "screened",
                         *               "reached": 2,
                         *               "conversion": 0.6667,
                         *               "days_to_reach": {
                         *                 "median": 1.5,
                         *                 "p90": 1.9
                         *               },
                         *               "days_in_stage": {
                         *                 "median": null,
                         *                 "p90": null
                         *               }
                         *             },
                         *             {
                         *               "name": "interviewed",
                         *               "reached": 0,
                         *               "conversion": 0,
                         *               "days_to_reach": {
                         *                 "median": null,
                         *                 "p90": null
                         *               },
                         *               "days_in_stage": {
                         *                 "median": null,
                         *                 "p90": null
                         *               }
                         *             },
                         *             {
                         *               "name": "offer",
                         *               "reached": 0,
                         *               "conversion": null,
                         *               "days_to_reach": {
                         *                 "median": null,
                         *                 "p90": null
                         *               },
                         *               "days_in_stage": {
                         *                 "median": null,
                         *                 "p90": null
                         *               }
                         *             },
                         *             {
                         *               "name": "hired",
                         *               "reached": 0,
                         *               "conversion": null,
                         *               "days_to_reach": {
                         *                 "median": null,
                         *                 "p90": null
                         *               },
                         *               "days_in_stage": null
                         *             }
                         *           ],
                         *           "outcomes": {
                         *             "hired": 0,
                         *             "rejected": 1,
                         *             "withdrawn": 0,
                         *             "in_progress": 2
                         *           },
                         *           "dropped_after": {
                         *             "applied": 1,
                         *             "screened": 0,
                         *             "interviewed": 0,
                         *             "offer": 0
                         *           },
                         *           "views": null,
                         *           "applications_per_view": null
                         *         }
                         *       ],
                         *       "next_cursor": null,
                         *       "complete_as_of": "2026-12-01T09:30:00.000Z"
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                /** @description The value of the grouped field, the Monday of the week or YYYY-MM; null for none or no value */
                                group: string | null;
                                /** @description Under job_offer_reference: the stored job offer’s title; else null */
                                title: string | null;
                                /** @description Applications of the cohort in the group */
                                applications: number;
                                /** @description In pipeline order */
                                stages: {
                                    name: string;
                                    /** @description Applications that reached the stage (a step of it or of a later stage) */
                                    reached: number;
                                    conversion: number | null;
                                    days_to_reach: {
                                        median: number | null;
                                        p90: number | null;
                                    };
                                    /** @description From reaching the stage to reaching the next, over those that reached the next; null for the last */
                                    days_in_stage: {
                                        median: number | null;
                                        p90: number | null;
                                    } | null;
                                }[];
                                outcomes: {
                                    /** @description Reached the last stage */
                                    hired: number;
                                    /** @description Not hired; the latest outcome step says rejected */
                                    rejected: number;
                                    /** @description Not hired; the latest outcome step says withdrawn */
                                    withdrawn: number;
                                    /** @description Neither */
                                    in_progress: number;
                                };
                                /** @description Every stage but the last: the rejected or withdrawn applications whose last stage reached it was */
                                dropped_after: {
                                    [key: string]: number;
                                };
                                views: number | null;
                                applications_per_view: number | null;
                            }[];
                            /** @description Pass it as cursor for the next page; null on the last page */
                            next_cursor: string | null;
                            /**
                             * Format: date-time
                             * @description Every write acknowledged before this instant is in the figures
                             */
                            complete_as_of: string;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The applications behind the pipeline report’s figures
         * @description The applications of the cohort (dated from `from`, included, to `to`, excluded), filtered as the report is, and by `stage`, `outcome` or `dropped_after`; newest application date first, then by application_ats_id. A page, or with `Accept: application/x-ndjson` or `text/csv` every one, streamed (in CSV, `reached_at` is a column per stage, `reached_at_<stage>`). No personal data.
         */
        get: {
            parameters: {
                query: {
                    /** @description The first day of the cohort (UTC), included */
                    from: string;
                    /** @description The day after the cohort (UTC): excluded */
                    to: string;
                    /** @description Only the applications of this job offer */
                    job_offer_reference?: string;
                    /** @description Only the applications of this subsidiary */
                    subsidiary?: string;
                    /** @description Only the applications from this source */
                    source?: string;
                    /** @description Only those that reached this stage of the pipeline */
                    stage?: string;
                    /** @description Only those with this outcome */
                    outcome?: "hired" | "rejected" | "withdrawn" | "in_progress";
                    /** @description Only those rejected or withdrawn after this stage, the last they reached */
                    dropped_after?: string;
                    /** @description Applications per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The applications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                application_ats_id: string;
                                /** @description That of its latest step */
                                candidate_ats_id: string;
                                /** @description The first among its steps */
                                job_offer_reference: string | null;
                                /** @description The stored job offer’s title */
                                title: string | null;
                                /** @description The first among its steps */
                                subsidiary: string | null;
                                /** @description The first among its steps */
                                source: string | null;
                                /**
                                 * Format: date-time
                                 * @description Its application date: its earliest step
                                 */
                                applied_at: string;
                                /** @description The last stage it reached; null for none */
                                last_stage: string | null;
                                /** @enum {string} */
                                outcome: "hired" | "rejected" | "withdrawn" | "in_progress";
                                /** @description Each stage it reached, in pipeline order: when */
                                reached_at: {
                                    [key: string]: string;
                                };
                                /** @description Days from its application date to the last stage, 2 decimals; null if not hired */
                                days_to_hire: number | null;
                            }[];
                            next_cursor: string | null;
                            /**
                             * Format: date-time
                             * @description Every write acknowledged before this instant is in the page
                             */
                            complete_as_of: string;
                        };
                        "application/x-ndjson": string;
                        "text/csv": string;
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Accept names none of the types the endpoint can answer in */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ats/candidates/{candidate_ats_id}/personal-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Erase the personal data of one candidate
         * @description Sets candidate_mail and candidate_phone to null on every application step of this candidate sent by the calling client; the steps themselves stay. Idempotent: a second call changes nothing and answers 200 with records_changed 0. 404 when the client has no step of this candidate. Steps sent again later with an e-mail or phone store them again.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The candidate’s id in the ATS, as sent in candidate_ats_id (percent-encoded in the path) */
                    candidate_ats_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The candidate’s steps hold no e-mail or phone any more */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                candidate_ats_id: string;
                                /** @description Application steps that still held an e-mail or a phone and no longer do (0 when called again) */
                                records_changed: number;
                            }[];
                        };
                    };
                };
                /** @description The request is malformed, or every item is invalid; `errors` says what, item by item */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No such record, or another client’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The body is not JSON, or its Content-Encoding is not gzip, deflate or br */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/reports/ingestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the calling client has sent, per hour or day and resource
         * @description Per bucket (`bucket=hour`, at most 31 days, or `day`, at most 366) and resource, in [`from`, `to`) (whole UTC hours or days): records created, records changed, items rejected and batches received, counted by the writes themselves (a write that rolls back counts nothing, an identical re-send changes nothing). Buckets without activity are left out.
         */
        get: {
            parameters: {
                query: {
                    /** @description The length of each bucket (UTC) */
                    bucket?: "hour" | "day";
                    /** @description The start of the range, included: a whole UTC hour (bucket=hour) or day (bucket=day) */
                    from: string;
                    /** @description The end of the range, excluded: a whole UTC hour or day, later than from */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The activity of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Ingestion by day from 2026-11-20T00:00:00.000Z to 2026-11-21T00:00:00.000Z (excluded)",
                         *       "data": [
                         *         {
                         *           "bucket": "2026-11-20T00:00:00Z",
                         *           "resource": "application-steps",
                         *           "created": 950,
                         *           "changed": 12,
                         *           "rejected": 50,
                         *           "batches": 2,
                         *           "batches_refused": 1,
                         *           "reasons": {
                         *             "invalid_format": 38,
                         *             "required": 12,
                         *             "invalid_json": 1
                         *           }
                         *         }
                         *       ],
                         *       "last_batch_at": {
                         *         "application-steps": "2026-11-20T10:15:02.120Z",
                         *         "activities": null,
                         *         "job-offers": null
                         *       }
                         *     }
                         */
                        "application/json": {
                            message: string;
                            /** @description One entry per bucket and resource that saw any activity, in time then resource order */
                            data: {
                                /** @description The start of the hour or day (UTC), `YYYY-MM-DDTHH:MM:SSZ` */
                                bucket: string;
                                /** @description The resource: application-steps, activities, job-offers */
                                resource: string;
                                /** @description Records stored for the first time */
                                created: number;
                                /** @description Stored records changed: by a re-send with other values, a PATCH, an erasure */
                                changed: number;
                                /** @description Items rejected (a rejected PATCH counts one) */
                                rejected: number;
                                /** @description Batches received (a batch whose every item was rejected included) */
                                batches: number;
                                /** @description Batches refused whole, before their items were read: not JSON, too large, a wrong Content-Type */
                                batches_refused: number;
                                /** @description The rejections by error code (docs/api.md): an item rejected under its first problem’s code, a batch or PATCH refused whole under its own; most frequent first */
                                reasons: {
                                    [key: string]: number;
                                };
                            }[];
                            /** @description Per resource, when the last batch was received (at any time, not only in the range); null if never */
                            last_batch_at: {
                                [key: string]: string | null;
                            };
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/rejections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The items the calling client sent that were rejected
         * @description Each item a batch rejected, each rejected PATCH, and each write request refused whole before its items were read (not JSON, too large, a wrong Content-Type), recorded by the request: when, its request id, resource, index, each problem’s field, code, message and refused value (not of free text), and the natural-key values that were valid (never the body or personal data). Kept REJECTIONS_RETENTION_DAYS days, at most MAX_REJECTIONS_PER_CLIENT per client. Newest first; filters combine with AND.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only the rejections of this resource */
                    resource?: "application-steps" | "activities" | "job-offers";
                    /** @description Only the rejections with a problem in this field */
                    field?: string;
                    /** @description Only the rejections with a problem of this code */
                    code?: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                    /** @description Only the rejections recorded at or after this instant */
                    from?: string;
                    /** @description Only the rejections recorded before this instant */
                    to?: string;
                    /** @description Only the rejections of this request (its x-request-id) */
                    request_id?: string;
                    /** @description Rejections per page */
                    limit?: number;
                    /** @description The next_cursor of the page before. It carries that query’s other parameters but limit and fields: send it alone, or with the same values (any other is 400 naming the parameter) */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of rejected items, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Found 1 rejection",
                         *       "data": [
                         *         {
                         *           "id": 41,
                         *           "rejected_at": "2026-11-20T10:15:02.120Z",
                         *           "request_id": "5f0c6e1e-0a51-4d3e-9a53-3c3f3c2c9b10",
                         *           "resource": "application-steps",
                         *           "index": 1,
                         *           "problems": [
                         *             {
                         *               "field": "recorded_at",
                         *               "code": "invalid_format",
                         *               "message": "recorded_at must be …",
                         *               "value": "2026-11-20"
                         *             }
                         *           ],
                         *           "natural_key": {
                         *             "application_ats_id": "A-2",
                         *             "recorded_at": "2026-11-20T10:15:00Z"
                         *           }
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** Format: date-time */
                                rejected_at: string;
                                /** @description The x-request-id of the answer that rejected the item */
                                request_id: string;
                                resource: string;
                                /** @description The item’s index in its batch; null for a PATCH, and for a request refused whole */
                                index: number | null;
                                problems: {
                                    field: string | null;
                                    /**
                                     * @description As in the answer (absent in rejections recorded before codes were)
                                     * @enum {string}
                                     */
                                    code?: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    message: string;
                                    /** @description The value refused, as in the answer; never of a free-text field or personal data */
                                    value?: unknown;
                                }[];
                                /** @description The item’s natural-key values that were valid, to find it in your own system */
                                natural_key: {
                                    [key: string]: string | number | boolean | null;
                                };
                            }[];
                            /** @description Pass it as cursor for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description No access token, or a bad, expired or disabled one */
                401: {
                    headers: {
                        /** @description `Bearer realm="intake"`, with `error="invalid_token"` when a token was sent */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere */
                403: {
                    headers: {
                        /** @description `Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Something unexpected; nothing internal is disclosed */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description The database is unavailable; retry later */
                503: {
                    headers: {
                        /** @description Seconds to wait before retrying */
                        "retry-after"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                message: string;
                                data: {
                                    /** @description The item’s index in its batch */
                                    index?: number;
                                    /** @description The field; null for the whole item */
                                    field?: string | null;
                                    /** @description The query parameter */
                                    parameter?: string;
                                    /**
                                     * @description What kind of problem, from a closed list (docs/api.md): stable, where the message may change
                                     * @enum {string}
                                     */
                                    code: "required" | "invalid_type" | "invalid_format" | "out_of_range" | "too_long" | "not_allowed_value" | "unknown_field" | "unknown_parameter" | "cursor_mismatch" | "changes_expired" | "duplicate_value" | "key_conflict" | "webhook_url_refused" | "too_many_webhooks" | "too_many_replays" | "problems_omitted" | "invalid_json" | "duplicate_key" | "json_too_complex" | "too_many_items" | "body_too_large" | "unsupported_media_type" | "malformed_request" | "uri_too_long" | "headers_too_large" | "request_timeout" | "not_acceptable" | "method_not_allowed" | "not_found" | "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "internal_error";
                                    /** @description The value refused, a string cut to 100 characters; never for candidate_mail or candidate_phone */
                                    value?: unknown;
                                    /** @description How many problems a problems_omitted entry stands for */
                                    omitted?: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "intake.changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Events of the client’s change feed, to each of its webhook endpoints
         * @description POSTed to the endpoint’s URL, one message at a time, in the feed’s order. Verify the signature (Standard Webhooks: @intake/client’s verifyWebhook, or any standardwebhooks library) with the endpoint’s secret before trusting the body. A test message (POST /v3/webhooks/{id}/test) has this shape, of type `webhook.test`.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message’s id, `msg_…`: the same on each attempt (deduplicate by it) */
                    "webhook-id": string;
                    /** @description The attempt’s time, in unix seconds */
                    "webhook-timestamp": string;
                    /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, one per secret still valid, separated by spaces */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "intake.changes";
                        /**
                         * Format: date-time
                         * @description When the message was made
                         */
                        timestamp: string;
                        data: {
                            /** @description In sequence order, of the endpoint’s types, at most its events_per_message, as GET /v3/changes with include=data gives them */
                            events: {
                                /** @description Opaque, 19 characters; their byte order is the feed's order */
                                sequence: string;
                                /** @enum {string} */
                                type: "application_step.created" | "application_step.updated" | "application_step.personal_data_erased" | "activity.created" | "activity.updated" | "job_offer.created" | "job_offer.updated";
                                /**
                                 * @description The path name of the record’s resource
                                 * @enum {string}
                                 */
                                resource: "application-steps" | "activities" | "job-offers";
                                /** @description The record’s id */
                                id: number;
                                /**
                                 * Format: date-time
                                 * @description When the change was made (the writing node’s clock)
                                 */
                                occurred_at: string;
                                /** @description The record as the read side returns it when the message is made; null if it no longer exists */
                                data: {
                                    id: number;
                                    /** Format: date-time */
                                    recorded_at: string;
                                    job_offer_reference: string;
                                    job_offer_reference_2: string | null;
                                    job_offer_reference_3: string | null;
                                    job_offer_title: string | null;
                                    /** Format: date-time */
                                    candidate_creation_date: string | null;
                                    candidate_mail: string | null;
                                    candidate_phone: string | null;
                                    candidate_ats_id: string;
                                    source: string | null;
                                    step: string;
                                    step_ats_id: string | null;
                                    application_ats_id: string;
                                    subsidiary: string | null;
                                    subsidiary_ats_id: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | {
                                    id: number;
                                    /** Format: date */
                                    recorded_at: string;
                                    job_offer_reference: string;
                                    job_offer_reference_2: string | null;
                                    job_offer_reference_3: string | null;
                                    job_offer_title: string | null;
                                    status: string;
                                    subsidiary: string | null;
                                    subsidiary_jobboard_id: string | null;
                                    count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | {
                                    id: number;
                                    title: string | null;
                                    reference: string;
                                    reference_2: string | null;
                                    reference_3: string | null;
                                    subsidiary: string | null;
                                    subsidiary_jobboard_id: string | null;
                                    description: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Received: the next message follows */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not received: the message is tried again later */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
